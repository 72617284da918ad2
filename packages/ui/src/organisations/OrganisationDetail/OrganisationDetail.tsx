import type { Organisation } from '@stride/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';

export type OrganisationDetailProps = {
  /** The organisation shown; null keeps the modal closed. */
  organisation: Organisation | null;
  /** Called when the modal asks to close. */
  onClose: () => void;
  /**
   * An edit button in the footer: 'Edit Organization' for the super admin, 'Edit School' for
   * ADMIN (docs/product/organisations.md); without it there is none.
   * @default undefined
   */
  edit?: { label: string; onEdit: (organisation: Organisation) => void };
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
  }
`;

const text = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** The school or council detail modal: type, status, codes, contacts and counts. */
export function OrganisationDetail({ organisation, onClose, edit }: OrganisationDetailProps) {
  const admins = organisation?.admins ?? [];
  const isSchool = organisation?.organization_type !== 'COUNCIL';
  return (
    <Modal
      open={organisation !== null}
      onOpenChange={(open) => !open && onClose()}
      size="user-detail"
      title={organisation?.name ?? ''}
      footer={
        edit && organisation ? (
          <Button onClick={() => edit.onEdit(organisation)}>{edit.label}</Button>
        ) : undefined
      }
    >
      {organisation && (
        <Facts>
          <dt>Id</dt>
          <dd>{organisation.id}</dd>
          <dt>Status</dt>
          <dd>{text(organisation.status)}</dd>
          <dt>Type</dt>
          <dd>{text(organisation.organization_type)}</dd>
          {isSchool && (
            <>
              <dt>School type</dt>
              <dd>{text(organisation.school_type)}</dd>
              <dt>Council</dt>
              <dd>{text(organisation.council_name)}</dd>
              <dt>Parent code</dt>
              <dd>{text(organisation.code)}</dd>
              <dt>Staff code</dt>
              <dd>{text(organisation.staff_code)}</dd>
              <dt>Pupils, parents, staff</dt>
              <dd>
                {[
                  organisation.pupils_count ?? 0,
                  organisation.parents_count ?? 0,
                  organisation.staff_count ?? 0,
                ].join(', ')}
              </dd>
            </>
          )}
          {!isSchool && (
            <>
              <dt>Schools</dt>
              <dd>{organisation.school_count ?? 0}</dd>
            </>
          )}
          <dt>Email</dt>
          <dd>{text(organisation.email)}</dd>
          <dt>Phone</dt>
          <dd>{text(organisation.phone)}</dd>
          <dt>Admins</dt>
          <dd>
            {admins.length === 0
              ? '—'
              : admins
                  .map(
                    (admin) =>
                      [admin.first_name, admin.last_name].filter(Boolean).join(' ') +
                      (admin.email ? ` (${admin.email})` : ''),
                  )
                  .join(', ')}
          </dd>
        </Facts>
      )}
    </Modal>
  );
}
