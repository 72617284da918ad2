import { z } from 'zod';
import { organisationAdminSchema } from './organisation';

/** A school as listed under its council (docs/product/organisations.md). */
const councilSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string().nullish(),
  profile_photo_url: z.string().nullish(),
});

/** A council (local authority). Only id and name are guaranteed. */
export const councilSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullish(),
  /** Support e-mail. */
  email: z.string().nullish(),
  phone: z.string().nullish(),
  school_count: z.number().nullish(),
  admins: z.array(organisationAdminSchema).optional(),
  schools: z.array(councilSchoolSchema).optional(),
});
export type Council = z.infer<typeof councilSchema>;
