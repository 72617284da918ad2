import type { Mutation } from '@stride/api';
import {
  deleteAutomationMutation,
  duplicateAutomationMutation,
  updateAutomationStatusMutation,
  storeJobMutation,
} from '@stride/api';
import type { Automation, MlModel } from '@stride/domain';
import {
  automationFormValuesOf,
  emptyAutomationForm,
  queueJobBodyOf,
  recordKeys,
  screens,
  wholeNumberId,
} from '@stride/domain';
import {
  AutomationJobs,
  AutomationLastRun,
  AutomationStats,
  AutomationTable,
  Button,
  ButtonLink,
  Modal,
  UpcomingSchedule,
  useToast,
} from '@stride/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { loadErrorProps } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { useModalDraft } from '../../drafts/useModalDraft';
import { useFailureToast } from '../../app/useFailureToast';
import { useRecordInUrl, useRecordRoute } from '../../app/useRecordInUrl';
import { useStateOfRecord } from '../../app/useStateOfRecord';
import { RecordNotFound } from '../../app/RecordNotFound';
import { automationPath, mlModelPath } from './automation-item-path';
import type { EditorTarget } from './AutomationEditorModal';
import { AutomationEditorModal } from './AutomationEditorModal';
import { MlModelsPanel } from './MlModelsPanel';
import {
  useAutomationJobs,
  useAutomationList,
  useAutomationSchedule,
  useAutomationStats,
  useLastRun,
  useOrganisationChoices,
} from './useAutomations';
import { useMutation } from '../../app/useMutation';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The models listed under the automations, under their own heading. */
const ModelsSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** An automation's last run, read from its logs when its row shows. */
function LastRun({ automationId }: { automationId: number }) {
  const { at, failed, retry } = useLastRun(automationId);
  return <AutomationLastRun at={at} failed={failed} onRetry={retry} />;
}

type AutomationsListProps = {
  /**
   * The automation or ML model whose address is open (/members/automations/{id}), its editor open at once;
   * closing it goes back to the list as it was (Back, when it was opened from the list).
   */
  record: { id: string; item: { automation: Automation } | { model: MlModel } } | null;
};

/** The list with its modals; `record` is the automation or ML model whose address is open, if any. */
export function AutomationsList({ record: opened }: AutomationsListProps) {
  const item = opened?.item;
  const run = useMutation();
  const location = useLocation();
  const record = useRecordRoute();
  const toast = useToast();
  const failed = useFailureToast();
  const list = useAutomationList();
  const draft = useModalDraft<EditorTarget>('automation');
  // A draft left by a reload, a failed save or an expired session reopens its editor.
  const [editing, setEditing] = useStateOfRecord<EditorTarget | null>(
    opened?.id ?? null,
    () =>
      draft.stored() ??
      (item && 'automation' in item
        ? { values: automationFormValuesOf(item.automation), purpose: 'edit' }
        : null),
  );
  const backToList = () => {
    if (item) record.backToList(`${screens.automations.path}${location.search}`);
  };
  // An automation's stats and upcoming schedule have their own address (`?stats=<id>`, `?schedule=<id>`).
  const statsRecord = useRecordInUrl(recordKeys.stats);
  const scheduleRecord = useRecordInUrl(recordKeys.schedule);
  const automationOf = (id: string | null) =>
    list.data?.automations.find((automation) => automation.id === wholeNumberId(id)) ?? null;
  const statsOf = automationOf(statsRecord.id);
  const scheduleOf = automationOf(scheduleRecord.id);
  const [jobsOpen, setJobsOpen] = useState(false);
  const stats = useAutomationStats(statsOf?.id ?? null);
  const schedule = useAutomationSchedule(scheduleOf?.id ?? null);
  const jobs = useAutomationJobs(jobsOpen);
  const organisations = useOrganisationChoices();
  const names = useMemo(
    () => ({
      automations: new Map((list.data?.automations ?? []).map(({ id, name }) => [id, name])),
      organisations: new Map(
        [...organisations.schools, ...organisations.councils].map(({ id, name }) => [id, name]),
      ),
    }),
    [list.data, organisations.schools, organisations.councils],
  );

  /** Runs a write (which reloads what it changes) and shows its notice; a failure shows the server's reason. */
  const write = async <R,>(change: Mutation<R>, message: string) => {
    try {
      await run(change);
      toast.show({ variant: 'success', title: 'Success', message });
    } catch (failure) {
      failed(failure);
      throw failure;
    }
  };

  return (
    <Stack>
      <Toolbar>
        <Button onClick={() => setEditing({ values: emptyAutomationForm, purpose: 'edit' })}>
          Add new Automation
        </Button>
        <Button variant="secondary" onClick={() => setJobsOpen(true)}>
          Automation Jobs
        </Button>
        <ButtonLink variant="secondary" href="/members/automations/logs" renderLink={routerLink}>
          Automation logs
        </ButtonLink>
        <ButtonLink variant="secondary" href="/members/automations/mailgun_templates" renderLink={routerLink}>
          Email Templates
        </ButtonLink>
        <ButtonLink variant="secondary" href="/members/automations/notice_templates" renderLink={routerLink}>
          Notice Templates
        </ButtonLink>
      </Toolbar>
      <AutomationTable
        automations={list.data?.automations ?? []}
        loading={list.isLoading}
        {...loadErrorProps(list.error, 'The automations could not be loaded.')}
        onRetry={() => void list.retry()}
        lastRun={(automation) => <LastRun automationId={automation.id} />}
        onEdit={(automation) =>
          automation.id === undefined
            ? setEditing({ values: automationFormValuesOf(automation), purpose: 'edit' })
            : record.open(automationPath(automation.id), { keepView: true })
        }
        onLaunch={(automation) =>
          setEditing({ values: automationFormValuesOf(automation), purpose: 'launch' })
        }
        onStats={(automation) => statsRecord.open(String(automation.id))}
        onUpcomingSchedule={(automation) => scheduleRecord.open(String(automation.id))}
        onDuplicate={(automation) =>
          void write(duplicateAutomationMutation(automation.id), 'Duplicated!').catch(() => undefined)
        }
        onDelete={(automation) => write(deleteAutomationMutation(automation.id), 'Deleted!')}
        onStatusChange={(automation, active) =>
          write(updateAutomationStatusMutation(automation.id, active), 'Automation status has been updated')
        }
      />
      <ModelsSection>
        <h2>Machine-learning models</h2>
        <MlModelsPanel
          openModel={item && 'model' in item ? item.model : undefined}
          onEditorClosed={backToList}
          onOpenModel={(model) => record.open(mlModelPath(model.id), { keepView: true })}
        />
      </ModelsSection>
      {editing && (
        <>
          <AutomationEditorModal
            target={editing}
            onValuesChange={(values) => draft.keep({ values, purpose: editing.purpose })}
            onClose={() =>
              draft.close(() => {
                setEditing(null);
                backToList();
              })
            }
            onSaved={draft.clear}
          />
          {draft.guard}
        </>
      )}
      <Modal
        open={statsOf !== null}
        onOpenChange={(open) => !open && statsRecord.close()}
        size="tools"
        title={`Stats of ${statsOf?.name ?? ''}`}
      >
        <AutomationStats
          quarter={stats.quarter.data?.stats}
          day={stats.day.data?.stats}
          {...loadErrorProps(stats.quarter.error ?? stats.day.error, 'The stats could not be loaded.')}
          onRetry={() => void Promise.all([stats.quarter.refresh(), stats.day.refresh()])}
        />
      </Modal>
      <Modal
        open={scheduleOf !== null}
        onOpenChange={(open) => !open && scheduleRecord.close()}
        size="person"
        title={`Upcoming schedule of ${scheduleOf?.name ?? ''}`}
      >
        <UpcomingSchedule
          entries={schedule.data?.schedule}
          {...loadErrorProps(schedule.error, 'The schedule could not be loaded.')}
          onRetry={() => void schedule.refresh()}
        />
      </Modal>
      {[statsRecord, scheduleRecord].map((record) => (
        <RecordNotFound
          key={record === statsRecord ? 'stats' : 'schedule'}
          open={record.id !== null && list.data !== undefined && automationOf(record.id) === null}
          what="automation"
          id={record.id}
          onClose={record.close}
        />
      ))}
      <Modal open={jobsOpen} onOpenChange={setJobsOpen} size="tools" title="Automation Jobs">
        <AutomationJobs
          jobs={jobs.data?.jobs}
          names={names}
          queue={{
            automations: (list.data?.automations ?? []).flatMap(({ id, name }) =>
              id === undefined ? [] : [{ id, name }],
            ),
            // A failure is shown by `write`; the form keeps what was typed.
            onQueue: (values) =>
              write(storeJobMutation(queueJobBodyOf(values)), 'Saved').then(
                () => true,
                () => false,
              ),
          }}
          {...loadErrorProps(jobs.error, 'The jobs could not be loaded.')}
          onRetry={() => void jobs.refresh()}
        />
      </Modal>
    </Stack>
  );
}
