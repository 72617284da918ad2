import type { DbCouncil, DbSchool, DbSchoolGroup } from '../data/db-shape';
import type { SeededRandom } from '../data/seeded-random';

/** Named sets of schools (filters offer them as `group_{id}`), mixing councils like real programmes do. */
export function generateGroups(
  random: SeededRandom,
  schools: DbSchool[],
  councils: DbCouncil[],
): DbSchoolGroup[] {
  const ids = (list: DbSchool[]) => list.map((school) => school.id);
  const inCouncils = (...names: string[]) =>
    schools.filter((school) =>
      councils.some((council) => names.includes(council.borough) && council.id === school.council_id),
    );
  const active = schools.filter((school) => school.status === 'active');
  return [
    {
      id: 1,
      name: 'North cluster',
      description: 'Camden, Islington and Hackney schools',
      school_ids: ids(inCouncils('Camden', 'Islington', 'Hackney')),
    },
    {
      id: 2,
      name: 'South cluster',
      description: 'Southwark and Lambeth schools',
      school_ids: ids(inCouncils('Southwark', 'Lambeth')),
    },
    {
      id: 3,
      name: 'Secondary schools',
      description: 'Schools teaching Year 7 and above',
      school_ids: ids(schools.filter((school) => school.phase !== 'primary')),
    },
    {
      id: 4,
      name: 'School Streets pilot',
      description: 'Schools with a timed road closure at drop-off',
      school_ids: ids(random.shuffle(active).slice(0, 8)).sort((a, b) => a - b),
    },
    {
      id: 5,
      name: 'Independent schools',
      description: 'Schools outside council maintenance',
      school_ids: ids(schools.filter((school) => school.council_id === null)),
    },
  ];
}
