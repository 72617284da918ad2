import type { SaveOrganisationAddressBody, SaveYearStructureBody } from '@stride/api';
import type { DbSchoolAddress, DbYearStructureLevel } from '../data/db-shape';
import { demoDb } from '../data/demo-db';

const text = (value: string | null | undefined) => value ?? '';

/** Adds an address to a school or changes one of its addresses; undefined when `id` is not one of them. */
export function storeSchoolAddress(
  body: SaveOrganisationAddressBody & { organization_id: number },
): DbSchoolAddress | undefined {
  const fields = {
    name: body.name.trim(),
    address_line_1: text(body.address_line_1),
    address_line_2: text(body.address_line_2),
    street: text(body.street),
    city: text(body.city),
    postcode: text(body.postcode),
    country: text(body.country),
    // Sent without coordinates, it is kept without: no made-up point (the map says it has none).
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  };
  if (body.id !== undefined) {
    const address = demoDb.schoolAddresses.find(
      (row) => row.id === body.id && row.organization_id === body.organization_id,
    );
    if (address) Object.assign(address, fields);
    return address;
  }
  const address: DbSchoolAddress = {
    id: Math.max(0, ...demoDb.schoolAddresses.map((row) => row.id)) + 1,
    organization_id: body.organization_id,
    ...fields,
  };
  demoDb.schoolAddresses.push(address);
  return address;
}

/** Replaces a school's year structure with the levels sent; answers the stored levels. */
export function storeYearStructure({
  organization_id: organisationId,
  levels,
}: SaveYearStructureBody): DbYearStructureLevel[] {
  let nextId = Math.max(0, ...demoDb.yearStructure.map((row) => row.id)) + 1;
  const stored = levels.map((level): DbYearStructureLevel => {
    const existing = demoDb.yearStructure.find(
      (row) => row.organization_id === organisationId && row.value === level.value,
    );
    const row = existing ?? {
      id: nextId++,
      organization_id: organisationId,
      value: level.value,
      name: level.name,
      status: 'inactive',
      organization_address_id: null,
    };
    Object.assign(row, {
      name: level.name,
      status: level.status,
      organization_address_id: level.status === 'active' ? (level.organization_address_id ?? null) : null,
    });
    if (!existing) demoDb.yearStructure.push(row);
    return row;
  });
  const school = demoDb.schools.find((row) => row.id === organisationId);
  if (school) school.year_levels = stored.filter((row) => row.status === 'active').map((row) => row.value);
  return stored;
}
