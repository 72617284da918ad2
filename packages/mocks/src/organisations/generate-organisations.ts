import type { DbCouncil, DbPositionedSchoolAddress, DbSchool, DbTrust, SchoolPhase } from '../data/db-shape';
import { dateTimeBetween } from '../data/demo-calendar';
import { demoOrganisationIds } from '../data/demo-accounts';
import { boroughs, independentSchools } from '../data/london-places';
import { frontImage, initialsLogo } from '../data/logo-image';
import { saintNames, streetNames } from '../data/name-lists';
import { addressNear, pointNear, postcodeIn, streetLine } from '../data/random-address';
import type { SeededRandom } from '../data/seeded-random';
import { yearLevelsOf } from './school-years';

/** Council-maintained schools per borough; fixed so school ids do not depend on the seed. */
const schoolsPerBorough = 6;
const firstSchoolId = 101;

const termsConditionsText = [
  'Stride School Travel Platform: terms and conditions for school administrators.',
  '1. You confirm that you are authorised by your school to publish notices to parents, staff and pupils.',
  '2. Personal data shown in this console is processed under the UK GDPR for the purpose of school travel planning only.',
  '3. You will not export or share pupil or parent details outside your school.',
  '4. Mobile alerts are for school business and travel information only.',
].join('\n\n');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type Organisations = {
  councils: DbCouncil[];
  trusts: DbTrust[];
  schools: DbSchool[];
  schoolAddresses: DbPositionedSchoolAddress[];
};

export function generateOrganisations(random: SeededRandom): Organisations {
  const councils = boroughs.map((place, index): DbCouncil => {
    const id = index + 1;
    const slug = place.borough.toLowerCase();
    return {
      id,
      name: place.councilName,
      borough: place.borough,
      status: 'active',
      logo_url: initialsLogo(place.councilName.replace('London Borough of ', ''), id),
      email: `schooltravel@${slug}.example.org`,
      phone: londonPhone(random),
      main_phone: londonPhone(random),
      address: addressNear(random, place, {
        minKm: 0,
        maxKm: 0.3,
        district: place.postcodeDistricts[0] ?? 'N1',
      }),
      contact: null,
    };
  });

  const usedCodes = new Set<string>();
  const uniqueCode = (length: number) => {
    for (;;) {
      const code = Array.from({ length }, () => CODE_ALPHABET[random.int(0, CODE_ALPHABET.length - 1)]).join(
        '',
      );
      if (usedCodes.has(code)) continue;
      usedCodes.add(code);
      return code;
    }
  };
  const usedNames = new Set<string>();
  const schools: DbSchool[] = [];
  const schoolAddresses: DbPositionedSchoolAddress[] = [];

  const addSchool = (input: {
    name: string;
    council_id: number | null;
    phase: SchoolPhase;
    site: { latitude: number; longitude: number; district: string; city: string };
  }) => {
    const id = firstSchoolId + schools.length;
    usedNames.add(input.name);
    const slug = input.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/(^-|-$)/g, '');
    schools.push({
      id,
      name: input.name,
      council_id: input.council_id,
      school_type: input.council_id === null ? 'INDEPENDENT' : 'COUNCIL',
      phase: input.phase,
      status: id === demoOrganisationIds.disabledSchool ? 'disabled' : 'active',
      registration_type: random.chance(0.25) ? 'MIS' : 'REGULAR',
      code: uniqueCode(6),
      staff_code: uniqueCode(8),
      launch_code: uniqueCode(6),
      phone: londonPhone(random),
      email: `office@${slug}.sch.uk`,
      logo_url: initialsLogo(input.name, id),
      front_image_url: frontImage(id),
      year_levels: yearLevelsOf(input.phase),
      settings: schoolSettings(random, id),
      created_at: dateTimeBetween(random, '2022-09-01', '2025-07-20'),
      contact: null,
    });
    const siteCount =
      input.phase === 'primary'
        ? 1
        : random.weighted([
            [1, 3],
            [2, 1],
          ] as const);
    for (let site = 0; site < siteCount; site += 1) {
      const point = site === 0 ? input.site : pointNear(random, input.site, 0.3, 1.2);
      const street = streetLine(random);
      schoolAddresses.push({
        id: schoolAddresses.length + 1,
        organization_id: id,
        name: site === 0 ? 'Main site' : input.phase === 'secondary' ? 'Sixth form centre' : 'Senior site',
        address_line_1: street,
        address_line_2: '',
        street: street.replace(/^\d+\s+/, ''),
        postcode: postcodeIn(random, input.site.district),
        city: input.site.city,
        country: 'United Kingdom',
        latitude: point.latitude,
        longitude: point.longitude,
      });
    }
  };

  boroughs.forEach((place, index) => {
    const hoods = random.shuffle(place.neighbourhoods).slice(0, schoolsPerBorough);
    for (const hood of hoods) {
      const phase: SchoolPhase = random.chance(0.7) ? 'primary' : 'secondary';
      const point = pointNear(random, place, 0.2, 2.2);
      addSchool({
        name: schoolName(random, hood, phase, usedNames),
        council_id: index + 1,
        phase,
        site: { ...point, district: random.pick(place.postcodeDistricts), city: 'London' },
      });
    }
  });
  for (const school of independentSchools) {
    addSchool({
      name: school.name,
      council_id: null,
      phase: 'all-through',
      site: {
        latitude: school.latitude,
        longitude: school.longitude,
        district: school.postcodeDistrict,
        city: school.city,
      },
    });
  }

  const trusts: DbTrust[] = [
    {
      id: demoOrganisationIds.trust,
      name: 'North London Learning Partnership',
      school_ids: [...demoOrganisationIds.trustSchools],
    },
  ];
  return { councils, trusts, schools, schoolAddresses };
}

function schoolSettings(random: SeededRandom, id: number): DbSchool['settings'] {
  if (id === demoOrganisationIds.termsSchool)
    return { termsConditions: termsConditionsText, tc_agreed: false };
  // Some other schools have terms text they already agreed, so the "agreed" state exists in the data too.
  return random.chance(0.3)
    ? { termsConditions: termsConditionsText, tc_agreed: true }
    : { tc_agreed: false };
}

function schoolName(random: SeededRandom, hood: string, phase: SchoolPhase, used: Set<string>): string {
  const candidates =
    phase === 'primary'
      ? [
          `${hood} Primary School`,
          `St ${random.pick(saintNames)}'s C of E Primary School`,
          `${hood} Community Primary School`,
          `${random.pick(streetNames)} Road Primary School`,
        ]
      : [
          `${hood} Academy`,
          `${hood} High School`,
          `${hood} School`,
          `St ${random.pick(saintNames)}'s Catholic High School`,
        ];
  const ordered = [random.pick(candidates), ...candidates];
  return (
    ordered.find((name) => !used.has(name)) ??
    `${hood} ${phase === 'primary' ? 'Primary' : 'Secondary'} School`
  );
}

function londonPhone(random: SeededRandom): string {
  return `020 ${random.pick(['7', '8'])}${random.int(100, 999)} ${random.int(1000, 9999)}`;
}
