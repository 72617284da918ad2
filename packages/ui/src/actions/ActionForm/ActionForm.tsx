import { zodResolver } from '@hookform/resolvers/zod';
import {
  actionFormSchema,
  emptyActionValues,
  proceedQuestion,
  type ActionField,
  type ActionLog,
  type ActionValues,
} from '@stride/domain';
import { useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { ActionsHistorySection } from '../ActionsHistoryTable/ActionsHistoryTable';
import { FormActions } from '../../components/FormActions/FormActions';
import { FieldGrid, Form } from '../../components/form-layout.styles';
import { ActionFormField, type ActionSchool } from './ActionFormField';

export type ActionFormProps = {
  /** The inputs the action takes, in order (`formActions[action].fields` of @stride/domain); none for an action on all schools. */
  fields: readonly ActionField[];
  /**
   * Runs the action with the filled form. It resolves with the success notice (docs/product/actions.md): the
   * notice shows and the form empties. It rejects with an `Error` whose message is shown (a
   * `DetailedError`'s detail behind 'Technical details'); the form
   * keeps what was typed.
   */
  onSubmit: (values: ActionValues) => Promise<string>;
  /** Cancel: leaves the action without running it. */
  onCancel: () => void;
  /**
   * The schools the school inputs offer.
   * @default []
   */
  schools?: readonly ActionSchool[];
  /**
   * The schools are still loading.
   * @default false
   */
  schoolsLoading?: boolean;
  /**
   * Past runs of the action, newest first.
   * @default []
   */
  history?: readonly ActionLog[];
  /**
   * The history is loading.
   * @default false
   */
  historyLoading?: boolean;
  /**
   * Why the history could not be loaded; shown with Retry.
   * @default undefined
   */
  historyError?: string;
  /**
   * The history's failure in technical words, behind a closed 'Technical details' disclosure.
   * @default undefined
   */
  historyErrorDetail?: string;
  /**
   * Called by the history's Retry.
   * @default undefined
   */
  onHistoryRetry?: () => void;
  /**
   * What the last run answered, shown under the form (e.g. the pending schools).
   * @default undefined
   */
  result?: ReactNode;
} & Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'>;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * The form of a super-admin action (docs/product/actions.md): its inputs, Submit, which asks
 * 'Are you sure you want to proceed?' (Yes/No) once every required input is filled, and Cancel.
 * While the action runs Submit is busy (no second run); then the notice or the failure shows, and
 * the form empties only after a success. The history of past runs follows.
 */
export function ActionForm({
  fields,
  onSubmit,
  onCancel,
  schools = [],
  schoolsLoading = false,
  history = [],
  historyLoading = false,
  historyError,
  historyErrorDetail,
  onHistoryRetry,
  result,
  ...rest
}: ActionFormProps) {
  const resolver = useMemo(() => zodResolver(actionFormSchema(fields)), [fields]);
  const { control, handleSubmit, getValues, reset } = useForm<ActionValues>({
    resolver,
    defaultValues: emptyActionValues(fields),
  });
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<(ShownFailure & { variant: 'success' | 'error' }) | null>(null);

  const ask = handleSubmit(() => {
    if (!running) setConfirming(true);
  });

  const run = async () => {
    setRunning(true);
    setOutcome(null);
    try {
      const notice = await onSubmit(getValues());
      reset(emptyActionValues(fields));
      setOutcome({ variant: 'success', message: notice });
    } catch (failure) {
      setOutcome({ variant: 'error', ...failureOf(failure, 'The action could not be run.') });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Root {...rest}>
      <Form onSubmit={ask} noValidate aria-busy={running || undefined}>
        {fields.length > 0 && (
          <FieldGrid>
            {fields.map((field) => (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: input, fieldState }) => (
                  <ActionFormField
                    field={field}
                    value={input.value}
                    onValueChange={input.onChange}
                    inputRef={input.ref}
                    schools={schools}
                    schoolsLoading={schoolsLoading}
                    error={fieldState.error?.message}
                    disabled={running}
                  />
                )}
              />
            ))}
          </FieldGrid>
        )}
        {outcome && (
          <Alert variant={outcome.variant} detail={outcome.detail}>
            {outcome.message}
          </Alert>
        )}
        <FormActions submitLabel="Submit" submitting={running} onCancel={onCancel} />
      </Form>
      <ConfirmDialog
        message={proceedQuestion}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={run}
      />
      {result}
      <ActionsHistorySection
        actions={history}
        loading={historyLoading}
        error={historyError}
        errorDetail={historyErrorDetail}
        onRetry={onHistoryRetry}
      />
    </Root>
  );
}
