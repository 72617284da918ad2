import { agreeToTerms, getIsTermsAgreed, getOrganisationSettings, isTermsAgreedKey, organisationSettingsKey } from '@stride/api';
import { termsDialogShown } from '@stride/domain';
import { TermsDialog } from '@stride/ui';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** The mandatory Terms & conditions dialog while the organisation has terms not yet agreed (spec 1 §4). */
export function TermsGate() {
  const client = useApiClient();
  const settings = useSWR(organisationSettingsKey(), () => getOrganisationSettings(client));
  const agreement = useSWR(isTermsAgreedKey(), () => getIsTermsAgreed(client));
  if (!settings.data || !agreement.data) return null;

  return (
    <TermsDialog
      open={termsDialogShown(settings.data.settings, agreement.data.agreed)}
      terms={settings.data.settings?.termsConditions ?? ''}
      onConfirm={async () => {
        await agreeToTerms(client);
        await agreement.mutate({ agreed: true }, { revalidate: false });
      }}
    />
  );
}
