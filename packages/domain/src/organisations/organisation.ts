import { z } from 'zod';

/** A point of a school's address list (docs/product/organisations.md). */
const organisationLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
});

/** A named school address, as offered by the address filter. */
const schoolAddressSchema = z.object({
  id: z.number(),
  name: z.string(),
});

/** A contact admin of an organisation or council (docs/product/organisations.md). */
export const organisationAdminSchema = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

const organisationTypes = ['SCHOOL', 'COUNCIL', 'BUSINESS'] as const;
export const schoolTypes = ['INDEPENDENT', 'COUNCIL'] as const;
export type SchoolType = (typeof schoolTypes)[number];
const registrationTypes = ['REGULAR', 'MIS'] as const;

/**
 * A school or other organisation (docs/product/organisations.md). Only id and name are guaranteed:
 * list endpoints send subsets of the rest, so everything else is optional.
 */
export const organisationSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string().nullish(),
  logo_url: z.string().nullish(),
  front_image_url: z.string().nullish(),
  organization_type: z.enum(organisationTypes).nullish(),
  school_type: z.enum(schoolTypes).nullish(),
  registration_type: z.enum(registrationTypes).nullish(),
  /** Parent sign-up code: the parent link is `/welcome/{code}`. */
  code: z.string().nullish(),
  /** Staff sign-up code: the staff link is `/welcome/{staff_code}`. */
  staff_code: z.string().nullish(),
  launch_code: z.string().nullish(),
  total_students: z.number().nullish(),
  total_parents: z.number().nullish(),
  total_staff: z.number().nullish(),
  pupils_count: z.number().nullish(),
  parents_count: z.number().nullish(),
  staff_count: z.number().nullish(),
  school_count: z.number().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  addresses: z.array(organisationLocationSchema).optional(),
  school_addresses: z.array(schoolAddressSchema).optional(),
  council_id: z.number().nullish(),
  council_name: z.string().nullish(),
  admins: z.array(organisationAdminSchema).optional(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** A full address of an organisation (docs/product/organisations.md), used by maps' address filter and the address editor. */
export const organisationAddressSchema = z.object({
  id: z.number(),
  name: z.string(),
  postcode: z.string().nullish(),
  city: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  street: z.string().nullish(),
  country: z.string().nullish(),
  address_line_1: z.string().nullish(),
  address_line_2: z.string().nullish(),
  organization_id: z.number().nullish(),
});
export type OrganisationAddress = z.infer<typeof organisationAddressSchema>;
