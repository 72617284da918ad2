import type { EmailCheckResult, ProviderStats } from '@stride/domain';
import type { DbIntegration } from './integration-shape';
import { demoDb } from '../data/demo-db';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** What the provider would report for a linked school, from the demo's own people. */
export function providerStatsOf(integration: DbIntegration): ProviderStats {
  const schoolId = integration.organization_id;
  const parents = demoDb.parents.filter((parent) => parent.school_ids.includes(schoolId));
  const staff = demoDb.staff.filter((member) => member.school_id === schoolId);
  const validatedParents = parents.filter((parent) => parent.verified).length;
  const validatedStaff = staff.filter((member) => member.verified).length;
  // The provider knows more families than have signed up; some of its e-mails are unusable.
  const totalParents = Math.round(parents.length * 1.4);
  const totalStaff = Math.round(staff.length * 1.2);
  return {
    school: { id: integration.provider_school_id, name: integration.name },
    total_staff: totalStaff,
    valid_staff_emails: totalStaff - Math.floor(totalStaff / 12),
    pupils: demoDb.pupils.filter((pupil) => pupil.school_id === schoolId).length,
    total_parents: totalParents,
    valid_parents_emails: totalParents - Math.floor(totalParents / 9),
    parents_with_parental_responsibility: totalParents - Math.floor(totalParents / 20),
    existing_parents: parents.length,
    existing_parents_validated: validatedParents,
    existing_parents_nonvalidated: parents.length - validatedParents,
    existing_parents_validation_perc: percent(validatedParents, parents.length),
    existing_staff: staff.length,
    existing_staff_validated: validatedStaff,
    existing_staff_nonvalidated: staff.length - validatedStaff,
    existing_staff_validation_perc: percent(validatedStaff, staff.length),
  };
}

/** The provider's accounts with an e-mail at linked schools (one school when given). */
export function providerUsersWithEmail(email: string, schoolId: number | null): EmailCheckResult[] {
  const wanted = email.trim().toLowerCase();
  const linked = new Set(
    demoDb.integrations
      .map((row) => row.organization_id)
      .filter((id) => schoolId === null || id === schoolId),
  );
  const people = [
    ...demoDb.parents
      .filter((parent) => parent.school_ids.some((id) => linked.has(id)))
      .map((parent) => ({ person: parent, type: 'parent', prefix: 'P' })),
    ...demoDb.staff
      .filter((member) => linked.has(member.school_id))
      .map((member) => ({ person: member, type: 'staff', prefix: 'S' })),
  ];
  return people
    .filter(({ person }) => person.email.toLowerCase() === wanted)
    .map(({ person, type, prefix }) => {
      const id = `${prefix}${person.id}`;
      return {
        wonde_user_id: id,
        email: person.email,
        first_name: person.first_name,
        last_name: person.last_name,
        status: demoDb.providerExclusions.includes(id) ? 'excluded' : 'active',
        type,
        consumed: person.verified ? 1 : 0,
      };
    });
}
