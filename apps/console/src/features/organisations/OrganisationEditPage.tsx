import { saveOrganisationBodyOf, storeSchoolMutation, saveOrganisationMutation } from '@stride/api';
import {
  canEditOrganisations,
  organisationActions,
  organisationFormValuesOf,
  type OrganisationFormOutput,
  type OrganisationFormValues,
} from '@stride/domain';
import { EmptyState, ErrorState, OrganisationForm, Skeleton, Tabs } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { loadError } from '../../app/load-error';
import { PageStack, PageToolbar } from '../../app/page-layout';
import { sessionAtom } from '../../session/session-atoms';
import { AddAddressTab, CurrentAddressesTab } from './OrganisationAddresses';
import { YearStructureTab } from './OrganisationYearStructure';
import { OrgRelationshipsModal } from './OrgRelationshipsModal';
import { OrgUsersModal } from './OrgUsersModal';
import { RecordImages } from './RecordImages';
import { useCouncils, useOrganisation } from './useOrganisationData';
import { useRecordEditor } from './useRecordEditor';
import { useMutation } from '../../app/useMutation';
import { useRecordTab } from '../../app/useRecordInUrl';

/**
 * /members/organization/:org_id? (docs/product/organisations.md): the organisation form; once saved, also its
 * addresses and year structure as tabs, and for the super admin its org users and relationships.
 */
export function OrganisationEditPage() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  if (!canEditOrganisations(session.role))
    return <EmptyState title="Not available" description="Only a super admin can edit organisations." />;
  return <OrganisationEditor manage={organisationActions(session.role).manage} />;
}

function OrganisationEditor({ manage }: { manage: boolean }) {
  const { org_id: param = null } = useParams();
  // `new` is the product's own address for a new organisation, as is no id at all.
  const orgId = param === 'new' ? null : param;
  const organisation = useOrganisation(orgId);
  const councils = useCouncils();
  const write = useMutation();
  // The tab shown is in the address (`?tab=addresses`): a reload and a copied link open it.
  const { tab, setTab } = useRecordTab('details');
  const editingId = organisation.data?.organization.id;
  const editor = useRecordEditor<OrganisationFormValues, OrganisationFormOutput>({
    editor: 'organisation',
    routeId: orgId,
    editingId,
    loaded: organisation.data ? organisationFormValuesOf(organisation.data.organization) : undefined,
    // A new school is created through school-creation/store, an existing one saved through organization/store (ADR 0109).
    save: (values) =>
      editingId === undefined
        ? write(storeSchoolMutation(saveOrganisationBodyOf(values)))
        : write(saveOrganisationMutation(saveOrganisationBodyOf(values, editingId))),
    editPath: (id) => `/members/organization/${id}`,
  });

  const failed = organisation.error ?? councils.error;
  if (failed) {
    const retry = () => void Promise.all([organisation.refresh(), councils.refresh()]);
    return <ErrorState {...loadError(failed, 'The organisation could not be loaded.')} onRetry={retry} />;
  }
  if ((orgId !== null && !organisation.data) || !councils.data)
    return <Skeleton lines={8} label="Loading organisation" />;

  const form = (
    <>
      <OrganisationForm
        key={editor.key}
        aria-label={editingId === undefined ? 'New organisation' : 'Edit organisation'}
        councils={councils.data.councils}
        {...editor.form}
      />
      {editor.guard}
    </>
  );
  if (editingId === undefined) return form;
  return (
    <PageStack>
      {manage && (
        <PageToolbar>
          <OrgUsersModal organisationId={editingId} />
          <OrgRelationshipsModal organisationId={editingId} />
        </PageToolbar>
      )}
      <Tabs
        label="Organisation"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'details',
            label: 'Organisation',
            content: (
              <PageStack>
                <RecordImages
                  images={[
                    {
                      label: 'Logo',
                      target: { owner: 'organization_id', id: editingId, field: 'organization_logo' },
                      url: organisation.data?.organization.logo_url,
                    },
                    {
                      label: 'Front image',
                      target: { owner: 'organization_id', id: editingId, field: 'front_image' },
                      url: organisation.data?.organization.front_image_url,
                    },
                  ]}
                />
                {form}
              </PageStack>
            ),
          },
          {
            value: 'add_address',
            label: 'Add address',
            content: <AddAddressTab organisationId={editingId} onAdded={() => setTab('addresses')} />,
          },
          {
            value: 'addresses',
            label: 'Current addresses',
            content: <CurrentAddressesTab organisationId={editingId} />,
          },
          {
            value: 'structure',
            label: 'Year structure',
            content: <YearStructureTab organisationId={editingId} />,
          },
        ]}
      />
    </PageStack>
  );
}
