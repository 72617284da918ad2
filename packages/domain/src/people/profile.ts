import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const id = z.number();

/** User (profile): what getParentOrStudent answers for a user_id. */
export const profileUserSchema = z.object({
  id,
  salutation: text,
  first_name: text,
  last_name: text,
  email: text,
  profile_photo_url: z.string().nullish(),
  created_at: text,
  last_viewed: text,
  verified: z.union([z.boolean(), z.number()]).nullish(),
  acc_status: z.union([z.string(), z.number()]).nullish(),
  app_login: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  roles: z
    .array(
      z.object({
        id,
        slug: text,
        sharing_journey: z.union([z.boolean(), z.number(), z.string()]).nullish(),
        journey_preference: z.number().nullish(),
        created_at_date: text,
      }),
    )
    .default([]),
  address: z
    .object({
      address_line_1: text,
      address_line_2: text,
      address_line_3: text,
      postcode: text,
      city: text,
      latitude: z.number().nullish(),
      longitude: z.number().nullish(),
    })
    .nullish(),
  schools: z
    .array(
      z.object({
        id,
        organization: z.union([z.string(), z.object({ name: z.string() })]).nullish(),
        type: text,
        user_role_id: z.number().nullish(),
      }),
    )
    .default([]),
  children: z
    .array(
      z.object({
        id,
        first_name: text,
        last_name: text,
        current_year: z.union([z.number(), z.string()]).nullish(),
        organization_id: z.number().nullish(),
      }),
    )
    .default([]),
  journeys: z
    .array(
      z.object({
        id,
        status: text,
        student_id: z.number().nullish(),
        user_role_id: z.number().nullish(),
        organization_id: z.number().nullish(),
        organization_address_id: z.number().nullish(),
        journey_time: text,
      }),
    )
    .default([]),
  journey_status: text,
  groups: z.array(z.object({ id, name: text })).default([]),
  devices: z.array(z.object({ id, device_id: text })).default([]),
  verifications: z.array(z.object({ type: text, phone: text, email: text })).default([]),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

/** Student (docs/product/people.md): what getParentOrStudent answers for a student_id. */
export const profileStudentSchema = z.object({
  id,
  first_name: text,
  last_name: text,
  current_year: z.union([z.number(), z.string()]).nullish(),
  created_at_formatted: text,
  profile_photo_url: z.string().nullish(),
  available_years: z.array(z.object({ level: z.number(), name: z.string() })).default([]),
  parents: z.array(z.object({ id, first_name: text, last_name: text })).default([]),
  journeys: z.array(z.object({ id, total_travel_time_text: text })).default([]),
  devices: z.array(z.object({ id, device_id: text })).default([]),
});
export type ProfileStudent = z.infer<typeof profileStudentSchema>;

/** journey_preference (docs/product/people.md): 0 means No, anything else All; missing is shown as nothing. */
export function journeyPreferenceLabel(preference: number | null | undefined): string {
  if (preference === null || preference === undefined) return '';
  return preference === 0 ? 'No' : 'All';
}

/** A school link's organisation, sent as a name or as an object with one. */
export function schoolLinkName(organization: string | { name: string } | null | undefined): string {
  if (!organization) return '';
  return typeof organization === 'string' ? organization : organization.name;
}
