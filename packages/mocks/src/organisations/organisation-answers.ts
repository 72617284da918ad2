import type { Council, Organisation, OrganisationAddress } from '@stride/domain';
import { staffTypeNumbers } from '@stride/domain';
import {
  hasPosition,
  type DbContact,
  type DbCouncil,
  type DbSchool,
  type DbSchoolAddress,
  type DbTrust,
} from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { initialsLogo } from '../data/logo-image';

/** Registered pupils, parents and staff per school, counted in one pass over the people tables. */
export type SchoolCounts = Map<number, { pupils: number; parents: number; staff: number }>;

export function countPeopleBySchool(): SchoolCounts {
  const counts: SchoolCounts = new Map(
    demoDb.schools.map((school) => [school.id, { pupils: 0, parents: 0, staff: 0 }]),
  );
  for (const pupil of demoDb.pupils) {
    const row = counts.get(pupil.school_id);
    if (row) row.pupils += 1;
  }
  for (const parent of demoDb.parents) {
    for (const id of parent.school_ids) {
      const row = counts.get(id);
      if (row) row.parents += 1;
    }
  }
  for (const member of demoDb.staff) {
    const row = counts.get(member.school_id);
    if (row) row.staff += 1;
  }
  return counts;
}

/**
 * Contact admins of an organisation: its demo accounts, else the contact named on its form, else
 * the head teacher of a school.
 */
function adminsOf(
  organisationId: number,
  fallbackPhone: string,
  contact: DbContact | null = null,
): NonNullable<Organisation['admins']> {
  const accounts = demoDb.accounts.filter((account) => account.organization_id === organisationId);
  if (accounts.length > 0) {
    return accounts.map((account) => ({
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email,
      phone: fallbackPhone,
    }));
  }
  if (contact) return [{ ...contact, email: null, phone: fallbackPhone }];
  const head = demoDb.staff.find(
    (member) => member.school_id === organisationId && member.staff_type === staffTypeNumbers.HEAD_TEACHER,
  );
  return head
    ? [{ first_name: head.first_name, last_name: head.last_name, email: head.email, phone: fallbackPhone }]
    : [];
}

function sitesOf(schoolId: number): DbSchoolAddress[] {
  return demoDb.schoolAddresses.filter((address) => address.organization_id === schoolId);
}

/** A school as the organisation endpoints answer it (every documented field filled). */
export function schoolAsOrganisation(school: DbSchool, counts: SchoolCounts): Organisation {
  const count = counts.get(school.id) ?? { pupils: 0, parents: 0, staff: 0 };
  const council = demoDb.councils.find((row) => row.id === school.council_id);
  const sites = sitesOf(school.id);
  return {
    id: school.id,
    name: school.name,
    status: school.status,
    logo_url: school.logo_url,
    front_image_url: school.front_image_url,
    organization_type: 'SCHOOL',
    school_type: school.school_type,
    registration_type: school.registration_type,
    code: school.code,
    staff_code: school.staff_code,
    launch_code: school.launch_code,
    total_students: count.pupils,
    total_parents: count.parents,
    total_staff: count.staff,
    pupils_count: count.pupils,
    parents_count: count.parents,
    staff_count: count.staff,
    phone: school.phone,
    email: school.email,
    addresses: sites.filter(hasPosition).map(({ latitude, longitude }) => ({ latitude, longitude })),
    school_addresses: sites.map(({ id, name }) => ({ id, name })),
    council_id: school.council_id,
    council_name: council?.name ?? null,
    admins: adminsOf(school.id, school.phone, school.contact),
  };
}

function schoolsOfCouncil(councilId: number): DbSchool[] {
  return demoDb.schools.filter((school) => school.council_id === councilId);
}

export function councilAsOrganisation(council: DbCouncil): Organisation {
  return {
    id: council.id,
    name: council.name,
    status: council.status,
    logo_url: council.logo_url,
    organization_type: 'COUNCIL',
    phone: council.main_phone,
    email: council.email,
    school_count: schoolsOfCouncil(council.id).length,
    addresses: [{ latitude: council.address.latitude, longitude: council.address.longitude }],
    admins: adminsOf(council.id, council.phone, council.contact),
  };
}

export function trustAsOrganisation(trust: DbTrust): Organisation {
  return {
    id: trust.id,
    name: trust.name,
    status: 'active',
    logo_url: initialsLogo(trust.name, trust.id),
    organization_type: 'BUSINESS',
    school_count: trust.school_ids.length,
    admins: adminsOf(trust.id, '020 7946 0000'),
  };
}

/**
 * A council as GET api/admin/councils answers it, with its schools for the expandable rows. `phone`
 * is the council's main phone; each admin carries the admin's own phone (ADR 0050).
 */
export function councilAsCouncil(council: DbCouncil): Council {
  const schools = schoolsOfCouncil(council.id);
  return {
    id: council.id,
    name: council.name,
    logo_url: council.logo_url,
    email: council.email,
    phone: council.main_phone,
    school_count: schools.length,
    admins: adminsOf(council.id, council.phone, council.contact),
    schools: schools.map((school) => ({
      id: school.id,
      name: school.name,
      status: school.status,
      profile_photo_url: school.logo_url,
    })),
  };
}

export function addressAsOrganisationAddress(address: DbSchoolAddress): OrganisationAddress {
  return {
    id: address.id,
    name: address.name,
    postcode: address.postcode,
    city: address.city,
    latitude: address.latitude,
    longitude: address.longitude,
    street: address.street,
    country: address.country,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2,
    organization_id: address.organization_id,
  };
}
