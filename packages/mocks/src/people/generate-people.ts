import { staffTypeNumbers } from '@stride/domain';
import type {
  DbAddress,
  DbParent,
  DbPupil,
  DbSchool,
  DbPositionedSchoolAddress,
  DbStaff,
  StaffType,
} from '../data/db-shape';
import { dateTimeBetween, demoToday } from '../data/demo-calendar';
import { boroughs } from '../data/london-places';
import { firstNames, lastNames } from '../data/name-lists';
import { addressNear, distanceKm, pointNear } from '../data/random-address';
import type { SeededRandom } from '../data/seeded-random';

/** User ids below this are reserved for the demo accounts and later hand-made users. */
const firstGeneratedUserId = 1000;

export type People = { pupils: DbPupil[]; parents: DbParent[]; staff: DbStaff[] };

/** Registered pupils per school by phase: thousands in total across the ~35 schools. */
const pupilRange = { primary: [90, 230], secondary: [160, 380], 'all-through': [120, 300] } as const;

export function generatePeople(
  random: SeededRandom,
  schools: DbSchool[],
  addresses: DbPositionedSchoolAddress[],
): People {
  const pupils: DbPupil[] = [];
  const parents: DbParent[] = [];
  const staff: DbStaff[] = [];
  let nextUserId = firstGeneratedUserId;
  const usedEmails = new Set<string>();
  const uniqueEmail = (first: string, last: string, domain: string) => {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${domain}`;
    for (let n = 2; usedEmails.has(email); n += 1) email = `${base}${n}@${domain}`;
    usedEmails.add(email);
    return email;
  };

  for (const school of schools) {
    const site = addresses.find((address) => address.organization_id === school.id);
    if (!site) throw new Error(`School ${school.id} has no address`);
    const district = site.postcode.split(' ')[0] ?? 'N1';
    const [min, max] = pupilRange[school.phase];
    const target = random.int(min, max);
    const schoolPupilStart = pupils.length;

    while (pupils.length - schoolPupilStart < target) {
      const familyName = random.pick(lastNames);
      const home = addressNear(random, site, { minKm: 0.15, maxKm: random.chance(0.8) ? 2.5 : 8, district });
      const childCount = random.weighted([
        [1, 55],
        [2, 33],
        [3, 12],
      ] as const);
      const parentCount = random.chance(0.3) ? 2 : 1;
      const familyParents: DbParent[] = [];
      for (let p = 0; p < parentCount; p += 1) {
        const first = random.pick(firstNames);
        // A second parent sometimes keeps another surname, as in real families.
        const last = p === 1 && random.chance(0.3) ? random.pick(lastNames) : familyName;
        const parent: DbParent = {
          id: nextUserId++,
          salutation: random.pick(['Mr', 'Mrs', 'Ms', 'Mx', 'Dr']),
          first_name: first,
          last_name: last,
          email: uniqueEmail(first, last, random.pick(['example.com', 'example.org', 'example.net'])),
          home,
          created_at: dateTimeBetween(random, '2024-09-01', demoToday),
          verified: random.chance(0.85),
          child_ids: [],
          school_ids: [school.id],
        };
        familyParents.push(parent);
        parents.push(parent);
      }
      const years = random.shuffle(school.year_levels).slice(0, childCount);
      for (const year of years) {
        const pupil: DbPupil = {
          id: pupils.length + 1,
          first_name: random.pick(firstNames),
          last_name: familyName,
          school_id: school.id,
          current_year: year,
          parent_ids: familyParents.map((parent) => parent.id),
          created_at: familyParents[0]?.created_at ?? `${demoToday} 08:00:00`,
        };
        pupils.push(pupil);
        for (const parent of familyParents) parent.child_ids.push(pupil.id);
      }
    }

    const teacherCount = Math.round(target / random.int(14, 22));
    const staffTypes: StaffType[] = [
      staffTypeNumbers.HEAD_TEACHER,
      ...Array<StaffType>(teacherCount).fill(staffTypeNumbers.TEACHER),
      ...Array<StaffType>(random.int(2, 4)).fill(staffTypeNumbers.SCHOOL_OFFICE),
    ];
    const schoolDomain = school.email.split('@')[1] ?? 'school.sch.uk';
    for (const staffType of staffTypes) {
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      staff.push({
        id: nextUserId++,
        salutation: random.pick(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']),
        first_name: first,
        last_name: last,
        email: uniqueEmail(first, last, schoolDomain),
        home: staffHome(random, site),
        created_at: dateTimeBetween(random, '2024-09-01', demoToday),
        verified: random.chance(0.95),
        school_id: school.id,
        staff_type: staffType,
      });
    }
  }
  return { pupils, parents, staff };
}

/** Staff commute further than parents; the postcode follows the borough the home falls in. */
function staffHome(random: SeededRandom, site: DbPositionedSchoolAddress): DbAddress {
  const point = pointNear(random, site, 0.5, 14);
  const nearest = boroughs.reduce((best, place) =>
    distanceKm(place, point) < distanceKm(best, point) ? place : best,
  );
  const home = addressNear(random, point, {
    minKm: 0,
    maxKm: 0,
    district: random.pick(nearest.postcodeDistricts),
  });
  return home;
}
