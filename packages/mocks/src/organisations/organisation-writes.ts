import type { OrganisationFormOutput } from '@stride/domain';
import { organisationFormSchema } from '@stride/domain';
import { errorAnswer, notFoundAnswer } from '../answers/error-answers';
import type { DbCouncil, DbSchool } from '../data/db-shape';
import { demoNow } from '../data/demo-calendar';
import { demoDb } from '../data/demo-db';
import { frontImage, initialsLogo } from '../data/logo-image';
import { nextOrganisationId } from '../data/next-ids';

/** The checked form, with the council as an id. */
export type OrganisationFields = Omit<OrganisationFormOutput, 'council_id'> & { council_id: number | null };

/** The fields of a saved school as the server checks them (as the console does), or the 404/422 answer. */
export function organisationFieldsOf(body: Record<string, unknown>): OrganisationFields | Response {
  const councilId =
    body.council_id === null || body.council_id === undefined ? null : Number(body.council_id);
  if (councilId !== null && !demoDb.councils.some((council) => council.id === councilId))
    return notFoundAnswer('Council');
  const parsed = organisationFormSchema.safeParse({ ...body, council_id: '' });
  if (!parsed.success)
    return errorAnswer(422, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid organisation');
  return { ...parsed.data, council_id: councilId };
}

/** A code nobody uses yet, for a school saved without one: the id keeps it unique. */
const generatedCode = (prefix: string, id: number) =>
  `${prefix}${String(id).padStart(6 - prefix.length, '0')}`;

/** A new school: no sites and no year structure until the address and structure tabs add them. */
export function createSchool(fields: OrganisationFields): DbSchool {
  const id = nextOrganisationId();
  const school: DbSchool = {
    id,
    name: fields.name,
    council_id: fields.council_id,
    school_type: fields.school_type,
    phase: 'primary',
    status: 'active',
    registration_type: 'REGULAR',
    code: fields.code || generatedCode('P', id),
    staff_code: fields.staff_code || generatedCode('S', id),
    launch_code: generatedCode('L', id),
    phone: fields.phone,
    email: fields.email,
    logo_url: initialsLogo(fields.name, id),
    front_image_url: frontImage(id),
    year_levels: [],
    settings: { tc_agreed: true },
    created_at: demoNow(),
    contact: { first_name: fields.first_name, last_name: fields.last_name },
  };
  demoDb.schools.push(school);
  return school;
}

export function updateSchool(school: DbSchool, fields: OrganisationFields): void {
  Object.assign(school, {
    name: fields.name,
    school_type: fields.school_type,
    council_id: fields.council_id,
    email: fields.email,
    phone: fields.phone,
    code: fields.code || school.code,
    staff_code: fields.staff_code || school.staff_code,
  });
  renameContact(school, fields);
}

/**
 * The contact the form names is the organisation's first admin (as its answers show it): that
 * account is renamed, or, without one, the contact kept on the organisation.
 */
export function renameContact(
  organisation: DbSchool | DbCouncil,
  { first_name, last_name }: { first_name: string; last_name: string },
): void {
  const admin = demoDb.accounts.find((account) => account.organization_id === organisation.id);
  if (admin) Object.assign(admin, { first_name, last_name });
  else organisation.contact = { first_name, last_name };
}
