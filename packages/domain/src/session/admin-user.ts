import { z } from 'zod';
import { roles } from '../access/role';

/** A role slug as the server sends it (docs/product/session.md). Unknown slugs fail parsing on purpose: access depends on it. */
const roleSchema = z.enum(roles);

/** Free-form settings attached to an admin role (e.g. the organisation's terms text); shape not specified. */
const roleSettingsSchema = z.record(z.string(), z.unknown());
export type RoleSettings = z.infer<typeof roleSettingsSchema>;

/** One entry of `admin_roles`; the first entry's slug is the user's role. */
const adminRoleSchema = z.object({
  slug: roleSchema,
  id: z.number().optional(),
  name: z.string().nullish(),
  admin_organization_id: z.number().nullish(),
});

/** One entry of `admin_roles_with_settings`: which organisation the role administers and its settings. */
const adminRoleWithSettingsSchema = z.object({
  slug: roleSchema,
  admin_organization_id: z.number().nullable(),
  settings: roleSettingsSchema.nullish(),
});

/** Name and logo of a branding owner (the admin's organisation, or the product domain). */
const brandSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullish(),
});

/**
 * One of the admin's saved contacts, as the account form shows them again. Read leniently: a
 * contact the form would refuse must not break the sign-in; the form then asks for it.
 */
const savedContactSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
});

/**
 * The logged-in admin user (docs/product/session.md). Only id, names, e-mail and `admin_roles` are
 * guaranteed; a super admin has no organisation, and the branding objects may be missing.
 */
export const adminUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  admin_roles: z.array(adminRoleSchema),
  admin_roles_with_settings: z.array(adminRoleWithSettingsSchema).optional(),
  admin_organization: brandSchema.nullish(),
  admin_type: z.object({ name: z.string() }).nullish(),
  domain: brandSchema.nullish(),
  /** The account form's contacts as last saved (absent when the server leaves them out). */
  contacts: z.array(savedContactSchema).optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
