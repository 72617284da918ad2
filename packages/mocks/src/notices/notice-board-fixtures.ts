import { demoOrganisationIds } from '../data/demo-accounts';

/** The board the notice handler tests read: the terms school's, first page, no filter. */
export const schoolId = demoOrganisationIds.termsSchool;
export const firstPage = { schoolId, page: 0, filter: null };
