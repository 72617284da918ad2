import { agreeToTermsMutation, isTermsAgreedQuery, organisationSettingsQuery } from '@stride/api';
import { termsDialogShown } from '@stride/domain';
import { TermsDialog } from '@stride/ui';
import { useQuery } from './useQuery';
import { useMutation } from './useMutation';
import { RetryNotice } from './RetryNotice';

/** What the layout says when it cannot tell whether the terms are agreed. */
export const termsCheckFailed = 'The terms & conditions could not be checked.';

/**
 * The mandatory Terms & conditions dialog (docs/product/layout.md) while the organisation has terms not
 * yet agreed. When either answer fails, a notice with Retry says so: the dialog may be due (ADR 0101).
 */
export function TermsGate() {
  const write = useMutation();
  const settings = useQuery(organisationSettingsQuery());
  const agreement = useQuery(isTermsAgreedQuery());
  const failed = settings.error ?? agreement.error;
  if (failed)
    return (
      <RetryNotice
        title={termsCheckFailed}
        error={failed}
        onRetry={() => void Promise.all([settings.refresh(), agreement.refresh()])}
      />
    );
  if (!settings.data || !agreement.data) return null;

  return (
    <TermsDialog
      open={termsDialogShown(settings.data.settings, agreement.data.agreed)}
      terms={settings.data.settings?.termsConditions ?? ''}
      onConfirm={async () => {
        await write(agreeToTermsMutation());
      }}
    />
  );
}
