import { describe, expect, it } from 'vitest';
import { roles, type Role } from './role';
import {
  canChangeJourneyMode,
  canLookUpJourneys,
  deletesAnyNotice,
  editsEveryTravelDirectory,
  managesPeople,
  loadsMarkersOnDemand,
  picksAcrossPlatform,
  picksAudienceModes,
  picksTargetSchools,
  postEditorOffers,
  seesEveryProfileTab,
  seesPlatformBrand,
  seesPostAudience,
  sendsPostNotifications,
  showsPtaCounter,
  showsPtaFilter,
  usesSchoolFrontImage,
  zoomsToStreetLevel,
} from './role-rules';

/** Each rule's answer for SUPERADMIN, COUNCIL_ADMIN, MULTI_SCHOOL_ADMIN, SCHOOL_ADMIN and ADMIN, in that order. */
const table: ReadonlyArray<[string, (role: Role) => boolean, readonly boolean[]]> = [
  ['picksTargetSchools', picksTargetSchools, [true, true, true, false, true]],
  ['picksAcrossPlatform', picksAcrossPlatform, [true, false, false, false, false]],
  ['picksAudienceModes', picksAudienceModes, [true, true, true, false, false]],
  ['sendsPostNotifications', sendsPostNotifications, [true, false, false, false, false]],
  ['usesSchoolFrontImage', usesSchoolFrontImage, [true, false, false, false, false]],
  ['canChangeJourneyMode', canChangeJourneyMode, [true, false, false, false, false]],
  ['canLookUpJourneys', canLookUpJourneys, [true, false, false, false, false]],
  ['loadsMarkersOnDemand', loadsMarkersOnDemand, [true, false, false, false, false]],
  ['zoomsToStreetLevel', zoomsToStreetLevel, [true, false, false, false, false]],
  ['seesEveryProfileTab', seesEveryProfileTab, [true, false, false, false, false]],
  ['seesPlatformBrand', seesPlatformBrand, [true, false, false, false, false]],
  ['editsEveryTravelDirectory', editsEveryTravelDirectory, [true, false, false, false, false]],
  ['deletesAnyNotice', deletesAnyNotice, [true, false, false, true, false]],
  ['seesPostAudience', seesPostAudience, [true, true, true, false, true]],
  ['showsPtaFilter', showsPtaFilter, [true, false, true, true, true]],
  ['showsPtaCounter', showsPtaCounter, [false, false, false, true, true]],
  ['managesPeople', managesPeople, [true, false, false, false, false]],
];

describe('role rules, for every role', () => {
  it('lists the roles in the order of the table', () => {
    expect(roles).toEqual(['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN', 'ADMIN']);
  });

  // Rules: notices.board.audience-not-school-admin, notices.board.pta-filter-not-council, notices.post.modes-not-school-admin,
  // notices.post.send-notification-super-admin, notices.post.front-image-super-admin
  it.each(table)('%s', (_name, rule, expected) => {
    expect(roles.map(rule)).toEqual(expected);
  });

  it.each(roles)('postEditorOffers gathers the post editor rules for %s', (role) => {
    expect(postEditorOffers(role)).toEqual({
      picksSchools: picksTargetSchools(role),
      picksAcrossPlatform: picksAcrossPlatform(role),
      picksModes: picksAudienceModes(role),
      sendsNotifications: sendsPostNotifications(role),
      usesSchoolFrontImage: usesSchoolFrontImage(role),
    });
  });
});
