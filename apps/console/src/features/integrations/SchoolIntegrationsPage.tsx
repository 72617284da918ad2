import { addIntegrationSchoolMutation, addTestUser, syncIntegrationSchoolMutation } from '@stride/api';
import type { IntegrationSchoolFormValues, SchoolIntegration, TestUserFormValues } from '@stride/domain';
import { recordKeys, wholeNumberId } from '@stride/domain';
import {
  Button,
  IntegrationSchoolForm,
  IntegrationSchoolsTable,
  Modal,
  TestUserForm,
  useAlert,
  useToast,
} from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { loadError, loadErrorProps } from '../../app/load-error';
import { PageStack, PageToolbar } from '../../app/page-layout';
import { useApiClient } from '../../app/useApiClient';
import { EmailCheckModal, LogsModal, StatsModal } from './IntegrationModals';
import { useFailureToast } from '../../app/useFailureToast';
import { useIntegrationSchools, useSchoolChoices } from './useIntegrationData';
import { sessionAtom } from '../../session/session-atoms';
import { SchoolStaffDialog } from '../../app/people/SchoolStaffDialog';
import { useMutation } from '../../app/useMutation';
import { useRecordInUrl } from '../../app/useRecordInUrl';
import { RecordNotFound } from '../../app/RecordNotFound';

type AddForm = 'school' | 'test-user' | null;

/**
 * /members/school_integrations (docs/product/integrations.md, super admin): linked schools with Sync and
 * Stats, and Logs, Test Email, Add new School and Add new test User; Staff opens the school staff list, whose
 * rows open the profile modal (ADR 0073).
 */
export function SchoolIntegrationsPage() {
  const client = useApiClient();
  const write = useMutation();
  const toast = useToast();
  const failed = useFailureToast();
  const { alert, dialog } = useAlert();
  const schools = useIntegrationSchools();
  const [adding, setAdding] = useState<AddForm>(null);
  const [syncingId, setSyncingId] = useState<number | null>(null);
  // A school's provider stats and its staff list have their own addresses (`?stats=<organisation id>`,
  // `?staff=<organisation id>`).
  const stats = useRecordInUrl(recordKeys.stats);
  const staff = useRecordInUrl(recordKeys.staff);
  const linkedSchool = (id: string | null) =>
    schools.data?.schools.find((school) => school.organization_id === wholeNumberId(id)) ?? null;
  const statsOf = linkedSchool(stats.id);
  const staffOf = linkedSchool(staff.id);
  const session = useAtomValue(sessionAtom);
  const organisations = useSchoolChoices(adding !== null);
  const linked = (schools.data?.schools ?? []).map((row) => ({
    value: String(row.organization_id),
    label: row.name,
  }));

  const sync = useCallback(
    async (school: SchoolIntegration) => {
      setSyncingId(school.organization_id);
      try {
        await write(syncIntegrationSchoolMutation(school.organization_id));
        toast.show({ variant: 'success', title: 'Success', message: 'School has been synced.' });
      } catch {
        toast.show({ variant: 'error', title: 'Something went wrong', message: 'Syncing failed.' });
      } finally {
        setSyncingId(null);
      }
    },
    [write, toast],
  );

  const addSchool = async (values: IntegrationSchoolFormValues) => {
    try {
      await write(
        addIntegrationSchoolMutation({ ...values, organization_id: Number(values.organization_id) }),
      );
      toast.show({ variant: 'success', title: 'Success', message: 'School token has been added.' });
      setAdding(null);
    } catch (failure) {
      failed(failure);
    }
  };

  const addUser = async (values: TestUserFormValues) => {
    try {
      await addTestUser(client, { ...values, organization_id: Number(values.organization_id) });
      toast.show({ variant: 'success', title: 'Success', message: 'New test user has been added.' });
      setAdding(null);
    } catch (failure) {
      // An alert of the error (docs/product/integrations.md), which the admin acknowledges; the form keeps
      // what was typed. A browser alert has no room for technical details: the human message only.
      alert(loadError(failure, 'The test user could not be added.').message);
    }
  };

  return (
    <PageStack>
      <PageToolbar>
        <LogsModal />
        <EmailCheckModal schools={linked} />
        <Button onClick={() => setAdding('school')}>Add new School</Button>
        <Button onClick={() => setAdding('test-user')}>Add new test User</Button>
      </PageToolbar>
      <IntegrationSchoolsTable
        schools={schools.data?.schools ?? []}
        loading={schools.isLoading}
        {...loadErrorProps(schools.error, 'The school integrations could not be loaded.')}
        onRetry={() => void schools.refresh()}
        onSync={(school) => void sync(school)}
        onStats={(school) => stats.open(String(school.organization_id))}
        onStaff={(school) => staff.open(String(school.organization_id))}
        syncingId={syncingId}
      />
      <StatsModal school={statsOf} onClose={stats.close} />
      {session && (
        <SchoolStaffDialog
          role={session.role}
          school={staffOf && { id: staffOf.organization_id, name: staffOf.name }}
          onClose={staff.close}
        />
      )}
      <RecordNotFound
        open={stats.id !== null && schools.data !== undefined && statsOf === null}
        what="school"
        id={stats.id}
        onClose={stats.close}
      />
      <RecordNotFound
        open={staff.id !== null && schools.data !== undefined && staffOf === null}
        what="school"
        id={staff.id}
        onClose={staff.close}
      />
      <Modal
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        size="pupil"
        title={adding === 'school' ? 'Add new School' : 'Add new test User'}
      >
        {adding === 'school' && (
          <IntegrationSchoolForm
            organisations={organisations}
            onSubmit={addSchool}
            onCancel={() => setAdding(null)}
          />
        )}
        {adding === 'test-user' && (
          <TestUserForm organisations={organisations} onSubmit={addUser} onCancel={() => setAdding(null)} />
        )}
      </Modal>
      {dialog}
    </PageStack>
  );
}
