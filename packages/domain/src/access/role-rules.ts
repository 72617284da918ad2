import type { Role } from './role';

/*
 * Who may see or do what, one named rule each (docs/architecture.md, Role rules). Screens a role may
 * open are in screens.ts (`canOpen`); these are the choices within a screen. ui components take their
 * results as booleans; the console and the demo backend ask the same functions.
 */

/** Picks the schools a filter, a board or a post covers; a school admin has their own school only. */
export const picksTargetSchools = (role: Role) => role !== 'SCHOOL_ADMIN';

/**
 * Picks across the whole platform: schools under their council's name, groups, councils and ALL (the
 * super admin); the others pick among their own schools, groups and councils.
 */
export const picksAcrossPlatform = (role: Role) => role === 'SUPERADMIN';

/** Aims a post at transport modes: council, multi-school and super admins. */
export const picksAudienceModes = (role: Role) =>
  role === 'SUPERADMIN' || role === 'COUNCIL_ADMIN' || role === 'MULTI_SCHOOL_ADMIN';

/** Chooses whether a post also sends a notification ('Send notification?'). */
export const sendsPostNotifications = (role: Role) => role === 'SUPERADMIN';

/** Lets a template use the school's front image ('Use School front image'). */
export const usesSchoolFrontImage = (role: Role) => role === 'SUPERADMIN';

/** Changes a journey's travel mode from its marker on the map. */
export const canChangeJourneyMode = (role: Role) => role === 'SUPERADMIN';

/** Looks a journey up on the map by student or tracking id. */
export const canLookUpJourneys = (role: Role) => role === 'SUPERADMIN';

/** Loads the map's markers on demand (Show markers, Update on change) and at once, without a first wait. */
export const loadsMarkersOnDemand = (role: Role) => role === 'SUPERADMIN';

/** Zooms the maps in to street level (18) on every category. */
export const zoomsToStreetLevel = (role: Role) => role === 'SUPERADMIN';

/** Sees every tab of a profile: a pupil's journeys, devices and history, a user's records. */
export const seesEveryProfileTab = (role: Role) => role === 'SUPERADMIN';

/** The console shows Stride's brand rather than the admin's organisation's. */
export const seesPlatformBrand = (role: Role) => role === 'SUPERADMIN';

/** What the post editor offers a role: its audience choices, 'Send notification?' and 'Use School front image'. */
export const postEditorOffers = (role: Role) => ({
  picksSchools: picksTargetSchools(role),
  picksAcrossPlatform: picksAcrossPlatform(role),
  picksModes: picksAudienceModes(role),
  sendsNotifications: sendsPostNotifications(role),
  usesSchoolFrontImage: usesSchoolFrontImage(role),
});
export type PostEditorOffers = ReturnType<typeof postEditorOffers>;

/** Edits every travel directory (Edit TD); a school admin edits their own school's only (ADR 0060). */
export const editsEveryTravelDirectory = (role: Role) => role === 'SUPERADMIN';

/** Deletes any notice, not only their own: the school admin and the super admin (ADR 0056). */
export const deletesAnyNotice = (role: Role) => role === 'SCHOOL_ADMIN' || role === 'SUPERADMIN';

/** Sees who a post went to (its Audience button): every role that picks target schools, not the school admin. */
export const seesPostAudience = (role: Role) => role !== 'SCHOOL_ADMIN';

/** Filters the notice board by PTA: every role but the council admin (docs/product/notices.md). */
export const showsPtaFilter = (role: Role) => role !== 'COUNCIL_ADMIN';

/** Sees the notice board's PTA counter: the school admin and the product team admin. */
export const showsPtaCounter = (role: Role) => role === 'SCHOOL_ADMIN' || role === 'ADMIN';

/** Takes a profile's actions across the platform: new term, password reset, deletes (ADR 0046). */
export const managesPeople = (role: Role) => role === 'SUPERADMIN';
