import { deleteAutomation, duplicateAutomation, updateAutomationStatus } from '@stride/api';
import type { Automation } from '@stride/domain';
import { automationFormValuesOf, emptyAutomationForm } from '@stride/domain';
import {
  AutomationJobs,
  AutomationStats,
  AutomationTable,
  Button,
  Modal,
  UpcomingSchedule,
  useToast,
} from '@stride/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { useModalDraft } from '../../drafts/useModalDraft';
import { useFailureToast } from './useFailureToast';
import type { EditorTarget } from './AutomationEditorModal';
import { AutomationEditorModal } from './AutomationEditorModal';
import { MlModelsPanel } from './MlModelsPanel';
import {
  useAutomationJobs,
  useAutomationList,
  useAutomationSchedule,
  useAutomationStats,
} from './useAutomations';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** /members/automations (spec 2 §2): the automation list, its modals and the links to logs and templates. */
export function AutomationsPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useFailureToast();
  const list = useAutomationList();
  const draft = useModalDraft<EditorTarget>('automation');
  // A draft left by a reload, a failed save or an expired session reopens its editor.
  const [editing, setEditing] = useState<EditorTarget | null>(draft.stored);
  const [statsOf, setStatsOf] = useState<Automation | null>(null);
  const [scheduleOf, setScheduleOf] = useState<Automation | null>(null);
  const [jobsOpen, setJobsOpen] = useState(false);
  const stats = useAutomationStats(statsOf?.id ?? null);
  const schedule = useAutomationSchedule(scheduleOf?.id ?? null);
  const jobs = useAutomationJobs(jobsOpen);

  /** Runs a write, shows its notice, reloads the list; a failure shows the server's reason. */
  const write = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      toast.show({ variant: 'success', title: 'Success', message });
      await list.mutate();
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
        <Button variant="secondary" onClick={() => navigate('/members/automations/logs')}>
          Automation logs
        </Button>
        <Button variant="secondary" onClick={() => navigate('/members/automations/mailgun_templates')}>
          Email Templates
        </Button>
        <Button variant="secondary" onClick={() => navigate('/members/automations/notice_templates')}>
          Notice Templates
        </Button>
      </Toolbar>
      <AutomationTable
        automations={list.data?.automations ?? []}
        loading={list.isLoading}
        error={list.error ? loadErrorMessage(list.error, 'The automations could not be loaded.') : undefined}
        onRetry={() => void list.mutate()}
        onEdit={(automation) => setEditing({ values: automationFormValuesOf(automation), purpose: 'edit' })}
        onLaunch={(automation) =>
          setEditing({ values: automationFormValuesOf(automation), purpose: 'launch' })
        }
        onStats={setStatsOf}
        onUpcomingSchedule={setScheduleOf}
        onDuplicate={(automation) =>
          void write(() => duplicateAutomation(client, automation.id), 'Duplicated!').catch(() => undefined)
        }
        onDelete={(automation) => write(() => deleteAutomation(client, automation.id), 'Deleted!')}
        onStatusChange={(automation, active) =>
          write(
            () => updateAutomationStatus(client, automation.id, active),
            'Automation status has been updated',
          )
        }
      />
      <MlModelsPanel />
      {editing && (
        <>
          <AutomationEditorModal
            target={editing}
            onValuesChange={(values) => draft.keep({ values, purpose: editing.purpose })}
            onClose={() => draft.close(() => setEditing(null))}
            onSaved={() => {
              draft.clear();
              void list.mutate();
            }}
          />
          {draft.guard}
        </>
      )}
      <Modal
        open={statsOf !== null}
        onOpenChange={(open) => !open && setStatsOf(null)}
        size="tools"
        title={`Stats of ${statsOf?.name ?? ''}`}
      >
        <AutomationStats
          quarter={stats.quarter.data?.stats}
          day={stats.day.data?.stats}
          error={
            stats.quarter.error || stats.day.error
              ? loadErrorMessage(stats.quarter.error ?? stats.day.error, 'The stats could not be loaded.')
              : undefined
          }
          onRetry={() => void Promise.all([stats.quarter.mutate(), stats.day.mutate()])}
        />
      </Modal>
      <Modal
        open={scheduleOf !== null}
        onOpenChange={(open) => !open && setScheduleOf(null)}
        size="person"
        title={`Upcoming schedule of ${scheduleOf?.name ?? ''}`}
      >
        <UpcomingSchedule
          entries={schedule.data?.schedule}
          error={
            schedule.error ? loadErrorMessage(schedule.error, 'The schedule could not be loaded.') : undefined
          }
          onRetry={() => void schedule.mutate()}
        />
      </Modal>
      <Modal open={jobsOpen} onOpenChange={setJobsOpen} size="tools" title="Automation Jobs">
        <AutomationJobs
          jobs={jobs.data?.jobs}
          error={jobs.error ? loadErrorMessage(jobs.error, 'The jobs could not be loaded.') : undefined}
          onRetry={() => void jobs.mutate()}
        />
      </Modal>
    </Stack>
  );
}
