import { describe, expect, it } from 'vitest';
import { demoOrganisationIds, demoPassword } from './demo-accounts';
import { createDemoDb, demoDb, resetDemoDb } from './demo-db';
import { hasPosition } from './db-shape';
import { londonCentre } from './london-places';
import { distanceKm } from './random-address';

describe('createDemoDb', () => {
  it('gives the same data for the same seed', () => {
    expect(JSON.stringify(createDemoDb(42))).toBe(JSON.stringify(createDemoDb(42)));
  });

  it('gives different data for another seed', () => {
    expect(JSON.stringify(createDemoDb(42).pupils)).not.toBe(JSON.stringify(createDemoDb(43).pupils));
  });

  const db = createDemoDb();

  it('has councils, schools and people in the expected ranges', () => {
    expect(db.councils).toHaveLength(5);
    expect(db.schools.length).toBeGreaterThanOrEqual(30);
    expect(db.schools.length).toBeLessThanOrEqual(40);
    expect(db.schools.filter((school) => school.council_id === null).length).toBeGreaterThanOrEqual(3);
    expect(db.pupils.length).toBeGreaterThan(3000);
    expect(db.pupils.length).toBeLessThan(12000);
    expect(db.parents.length).toBeGreaterThan(1500);
    expect(db.staff.length).toBeGreaterThan(200);
    expect(db.groups.length).toBeGreaterThanOrEqual(3);
    expect(db.terms[0]?.term).toBe('CURRENT');
    expect(db.terms.map((term) => term.term)).toContain('Autumn 2026');
    expect(db.schoolYears.map((year) => year.name)).toEqual([
      'Reception',
      ...Array.from({ length: 13 }, (_, i) => `Year ${i + 1}`),
    ]);
  });

  it('links every row to rows that exist', () => {
    const schoolIds = new Set(db.schools.map((school) => school.id));
    const councilIds = new Set(db.councils.map((council) => council.id));
    const parentsById = new Map(db.parents.map((parent) => [parent.id, parent]));
    for (const school of db.schools) {
      if (school.council_id !== null) expect(councilIds.has(school.council_id)).toBe(true);
      expect(school.school_type).toBe(school.council_id === null ? 'INDEPENDENT' : 'COUNCIL');
      expect(db.schoolAddresses.some((address) => address.organization_id === school.id)).toBe(true);
    }
    for (const pupil of db.pupils) {
      expect(schoolIds.has(pupil.school_id)).toBe(true);
      expect(pupil.parent_ids.length).toBeGreaterThan(0);
      for (const parentId of pupil.parent_ids)
        expect(parentsById.get(parentId)?.child_ids).toContain(pupil.id);
      expect(db.schools.find((school) => school.id === pupil.school_id)?.year_levels).toContain(
        pupil.current_year,
      );
    }
    for (const parent of db.parents) {
      expect(parent.child_ids.length).toBeGreaterThanOrEqual(1);
      expect(parent.child_ids.length).toBeLessThanOrEqual(3);
    }
    for (const member of db.staff) expect(schoolIds.has(member.school_id)).toBe(true);
    for (const group of db.groups) for (const id of group.school_ids) expect(schoolIds.has(id)).toBe(true);
  });

  it('keeps ids, e-mails and sign-up codes unique', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(db.schools.map((school) => school.id))).toBe(true);
    expect(unique(db.pupils.map((pupil) => pupil.id))).toBe(true);
    expect(unique([...db.parents, ...db.staff, ...db.accounts].map((user) => user.id))).toBe(true);
    expect(unique([...db.parents, ...db.staff, ...db.accounts].map((user) => user.email))).toBe(true);
    expect(unique(db.schools.flatMap((school) => [school.code, school.staff_code]))).toBe(true);
  });

  it('places schools and homes around London', () => {
    for (const address of db.schoolAddresses.filter(hasPosition))
      expect(distanceKm(londonCentre, address)).toBeLessThan(25);
    for (const person of [...db.parents, ...db.staff])
      expect(distanceKm(londonCentre, person.home)).toBeLessThan(40);
  });

  it('has one head teacher per school and the three staff types', () => {
    for (const school of db.schools) {
      expect(
        db.staff.filter((member) => member.school_id === school.id && member.staff_type === 1),
      ).toHaveLength(1);
    }
    expect(new Set(db.staff.map((member) => member.staff_type))).toEqual(new Set([1, 2, 3]));
  });

  it('sets up the organisations of the demo accounts', () => {
    const school = (id: number) => db.schools.find((row) => row.id === id);
    expect(db.accounts.every((account) => account.password === demoPassword)).toBe(true);
    expect(school(demoOrganisationIds.termsSchool)?.settings).toMatchObject({ tc_agreed: false });
    expect(school(demoOrganisationIds.termsSchool)?.settings.termsConditions).toBeTruthy();
    expect(school(demoOrganisationIds.disabledSchool)?.status).toBe('disabled');
    expect(
      db.schools.filter((row) => row.council_id === demoOrganisationIds.council).length,
    ).toBeGreaterThanOrEqual(3);
    for (const id of demoOrganisationIds.trustSchools) expect(school(id)).toBeDefined();
    expect(school(demoOrganisationIds.trustSchools[2])?.council_id).toBeNull();
  });
});

describe('resetDemoDb', () => {
  it('undoes writes made during the session', () => {
    const before = demoDb.pupils.length;
    demoDb.pupils.splice(0, 10);
    demoDb.schools[0]!.name = 'Renamed';
    resetDemoDb();
    expect(demoDb.pupils).toHaveLength(before);
    expect(demoDb.schools[0]?.name).not.toBe('Renamed');
  });
});
