import { describe, expect, it } from 'vitest';
import { canEditOrganisations, organisationActions } from './organisation-actions';

describe('organisationActions', () => {
  it('lets the super admin create, edit and edit travel directories', () => {
    expect(organisationActions('SUPERADMIN')).toEqual({ manage: true, detailEditLabel: 'Edit Organization' });
  });

  it('gives ADMIN Edit School in the school modal only', () => {
    expect(organisationActions('ADMIN')).toEqual({ manage: false, detailEditLabel: 'Edit School' });
  });

  it.each(['COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN'] as const)('lets %s only look', (role) => {
    expect(organisationActions(role)).toEqual({ manage: false, detailEditLabel: null });
  });
});

describe('canEditOrganisations', () => {
  it('is for the roles with an edit button', () => {
    expect(
      (['SUPERADMIN', 'ADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN'] as const).map(
        canEditOrganisations,
      ),
    ).toEqual([true, true, false, false, false]);
  });
});
