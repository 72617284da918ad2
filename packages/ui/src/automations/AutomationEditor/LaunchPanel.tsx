import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AutomationTestForm, ExecuteResult } from '@stride/domain';
import { automationTestSchema } from '@stride/domain';
import { Alert } from '../../primitives/Alert/Alert';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { useAlert } from '../../primitives/AlertDialog/AlertDialog';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { TextField } from '../../primitives/TextField/TextField';
import { FormTextField } from '../../components/form-fields';
import { Section } from '../../primitives/FormSections/form-sections.styles';
import { Figures, Row } from './AutomationEditor.styles';

export type LaunchPanelProps = {
  /** Whether Send Test is offered (never for scripts). */
  testOffered: boolean;
  /** Whether a test may be sent with a recipient (user and content type are set). */
  testReady: boolean;
  onSendTest: (recipient: string) => Promise<unknown>;
  /** Present in the manual-launch modal: launches with at most `limitRows` rows. */
  onLaunch?: (limitRows: number | null) => Promise<ExecuteResult>;
  /**
   * The question Launch asks first, saying its reach ('Send to 1,362 parents?').
   * @default 'Send to every recipient?'
   */
  launchQuestion?: string;
};

const figures: [keyof ExecuteResult, string][] = [
  ['status', 'Status'],
  ['total_rows', 'Total rows'],
  ['total_processed', 'Processed'],
  ['skipped', 'Skipped'],
  ['total_ignored_users', 'Ignored users'],
  ['filtered_schools', 'Filtered schools'],
  ['ignored_organization_ids', 'Ignored organisations'],
];

/** Send Test to one recipient and, for a manual launch, Launch with a row limit and its result; a failed launch is an alert. */
export function LaunchPanel({
  testOffered,
  testReady,
  onSendTest,
  onLaunch,
  launchQuestion = 'Send to every recipient?',
}: LaunchPanelProps) {
  const [asking, setAsking] = useState(false);
  const {
    control,
    handleSubmit,
    watch,
    formState: { isValid },
  } = useForm<AutomationTestForm>({
    mode: 'onChange',
    resolver: zodResolver(automationTestSchema),
    defaultValues: { recipient: '' },
  });
  const recipient = watch('recipient');
  const [limit, setLimit] = useState('');
  const [busy, setBusy] = useState<'test' | 'launch' | null>(null);
  const [result, setResult] = useState<ExecuteResult | null>(null);
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const { alert, dialog } = useAlert();

  const run = async (what: 'test' | 'launch', action: () => Promise<unknown>) => {
    setBusy(what);
    setFailure(null);
    try {
      const answer = await action();
      if (what === 'launch') setResult(answer as ExecuteResult);
    } catch (error) {
      const shown = failureOf(error, `The ${what} failed.`);
      // A failed launch is an alert the admin acknowledges; a failed test stays inline.
      if (what === 'launch') alert(shown.message);
      else setFailure(shown);
    } finally {
      setBusy(null);
    }
  };

  const sendTest = handleSubmit((test) => run('test', () => onSendTest(test.recipient.trim())));

  return (
    <Section aria-labelledby="automation-launch">
      <h3 id="automation-launch">{onLaunch ? 'Test and launch' : 'Test'}</h3>
      {testOffered && (
        <Row>
          <FormTextField control={control} name="recipient" label="Test recipient" />
          <Button
            variant="secondary"
            loading={busy === 'test'}
            disabled={!testReady || !isValid || recipient.trim() === ''}
            onClick={() => void sendTest()}
          >
            Send Test
          </Button>
        </Row>
      )}
      {onLaunch && (
        <Row>
          <TextField label="Limit rows" type="number" min={1} value={limit} onValueChange={setLimit} />
          <Button loading={busy === 'launch'} onClick={() => setAsking(true)}>
            Launch
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            message={limit === '' ? launchQuestion : `${launchQuestion} At most ${limit} rows.`}
            confirmLabel="Launch"
            cancelLabel="Cancel"
            onConfirm={() => {
              setAsking(false);
              void run('launch', () => onLaunch(limit === '' ? null : Number(limit)));
            }}
          />
        </Row>
      )}
      {failure && (
        <Alert variant="error" detail={failure.detail}>
          {failure.message}
        </Alert>
      )}
      {dialog}
      {result && (
        <Figures aria-label="Launch result">
          {figures.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {Array.isArray(result[key])
                  ? (result[key] as number[]).join(', ') || 'None'
                  : String(result[key])}
              </dd>
            </div>
          ))}
        </Figures>
      )}
    </Section>
  );
}
