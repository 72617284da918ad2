import { runActionMutation, type ActionOutcome } from '@stride/api';
import {
  actionSummaries,
  actionTitles,
  formActions,
  isFormActionKey,
  type ActionValues,
  type FormActionKey,
} from '@stride/domain';
import { ActionForm, Button, DataTable, EmptyState, ErrorState } from '@stride/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { inHumanWords } from '../../app/in-human-words';
import { loadError } from '../../app/load-error';
import { PageStack } from '../../app/page-layout';
import { useActionData } from './useActionData';
import { useMutation } from '../../app/useMutation';

const actionsListPath = '/members/actions';
type PendingSchool = NonNullable<ActionOutcome['pendingSchools']>[number];
const pendingColumns = [
  { id: 'id', header: 'Id', accessor: (row: PendingSchool) => row.id },
  { id: 'name', header: 'School', accessor: (row: PendingSchool) => row.name },
];

/** /members/actions/:action: the action's form, or a not-found message for a key that is no form action. */
export function ActionPage() {
  const { action } = useParams();
  const navigate = useNavigate();
  if (!isFormActionKey(action)) {
    return (
      <EmptyState
        title="Action not found"
        description={`There is no action called '${action ?? ''}'.`}
        action={<Button onClick={() => navigate(actionsListPath)}>All actions</Button>}
      />
    );
  }
  // A fresh form for each action.
  return <FormActionPage key={action} action={action} />;
}

function FormActionPage({ action }: { action: FormActionKey }) {
  const write = useMutation();
  const navigate = useNavigate();
  const { history, schools } = useActionData(action);
  const [pendingSchools, setPendingSchools] = useState<readonly PendingSchool[] | null>(null);

  if (schools.error) {
    return (
      <ErrorState
        {...loadError(schools.error, 'The schools could not be loaded.')}
        onRetry={() => void schools.refresh()}
      />
    );
  }

  const historyFailure = history.error && loadError(history.error, 'The history could not be loaded.');

  const submit = async (values: ActionValues) => {
    // The action changed the data: its history and the schools it acted on load again (runActionMutation).
    const outcome = await inHumanWords(
      'The action could not be run.',
      write,
    )(runActionMutation(action, values));
    if (outcome.pendingSchools) setPendingSchools(outcome.pendingSchools);
    return outcome.notice;
  };

  return (
    <PageStack>
      <div>
        <h2>{actionTitles[action]}</h2>
        <p>{actionSummaries[action]}</p>
      </div>
      <ActionForm
        fields={formActions[action].fields}
        schools={(schools.data?.schools ?? []).map((school) => ({
          id: school.id,
          name: school.status === 'disabled' ? `${school.name} (disabled)` : school.name,
        }))}
        schoolsLoading={schools.isLoading}
        onSubmit={submit}
        onCancel={() => navigate(actionsListPath)}
        history={history.data ?? []}
        historyLoading={history.isLoading}
        historyError={historyFailure ? historyFailure.message : undefined}
        historyErrorDetail={historyFailure ? historyFailure.detail : undefined}
        onHistoryRetry={() => void history.refresh()}
        result={
          pendingSchools && (
            <DataTable
              aria-label="Pending schools"
              columns={pendingColumns}
              data={pendingSchools}
              emptyMessage="No schools are waiting for their token"
            />
          )
        }
      />
    </PageStack>
  );
}
