import type { Achievement, DashboardHome, Organisation, SchoolStats } from '@stride/domain';
import { seesOneSchool } from '@stride/domain';
import type { DbAccount, DbSchool } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { metricsTablesOf } from '../maps/demo-journeys';
import { demoGuides } from './home-content';
import { productBrand, organisationBrandOf } from '../session/admin-user-answers';
import { countPeopleBySchool, schoolAsOrganisation } from '../organisations/organisation-answers';
import { schoolsVisibleTo } from '../session/role-scope';

/**
 * Share of a school's families and staff that registered: 35–84 % for parents, 50–89 % for staff,
 * fixed by the school id so every school sits at a different, stable stage.
 */
const parentShare = (school: DbSchool) => 0.35 + (school.id % 50) / 100;
const staffShare = (school: DbSchool) => 0.5 + (school.id % 40) / 100;

/** Journeys in cars and taxis are not sustainable; walking and cycling are active (the demo server's reading). */
const unsustainable = new Set(['CAR', 'TAXI']);
const active = new Set(['WALKING', 'BICYCLING']);

function statsOf(schools: readonly DbSchool[]): {
  registered: { parents: number; staff: number };
  stats: SchoolStats;
} {
  const counts = countPeopleBySchool();
  const ids = new Set(schools.map((school) => school.id));
  const stats: SchoolStats = {
    parents: 0,
    staff: 0,
    journeys: 0,
    journeys_sustainable: 0,
    journeys_active: 0,
  };
  const registered = { parents: 0, staff: 0 };
  for (const school of schools) {
    const count = counts.get(school.id) ?? { pupils: 0, parents: 0, staff: 0 };
    registered.parents += count.parents;
    registered.staff += count.staff;
    stats.parents += Math.round(count.parents / parentShare(school));
    stats.staff += Math.round(count.staff / staffShare(school));
  }
  for (const journey of metricsTablesOf(demoDb).journeys) {
    if (!ids.has(journey.school_id)) continue;
    stats.journeys += 1;
    if (!unsustainable.has(journey.mode)) stats.journeys_sustainable += 1;
    if (active.has(journey.mode)) stats.journeys_active += 1;
  }
  return { registered, stats };
}

/** The organisation at the top of the dashboard: a school admin's school, else the caller's organisation with its totals. */
function organisationOf(
  caller: DbAccount,
  schools: readonly DbSchool[],
  registered: { parents: number; staff: number },
): Organisation {
  const own = caller.role !== null && seesOneSchool(caller.role) ? schools[0] : undefined;
  if (own) return schoolAsOrganisation(own, countPeopleBySchool());
  const brand = organisationBrandOf(caller) ?? productBrand;
  return {
    id: caller.organization_id ?? 0,
    name: brand.name,
    logo_url: brand.logo_url,
    total_parents: registered.parents,
    total_staff: registered.staff,
    school_count: schools.length,
  };
}

const percentLevels = (expected: number, what: string) =>
  [25, 50, 75, 90].map((percent) => ({
    goalValue: Math.round((expected * percent) / 100),
    goalText: `${percent}% of ${what} registered`,
  }));

/** Achievements at different stages: two follow the numbers, one is always done, one is barely started. */
function achievementsOf(organisation: Organisation, stats: SchoolStats): Achievement[] {
  const sustainablePercent =
    stats.journeys > 0 ? Math.round((stats.journeys_sustainable / stats.journeys) * 100) : 0;
  return [
    {
      description: 'Register the parents of your pupils',
      units: 'parents',
      currentValue: organisation.total_parents ?? 0,
      ctaLabel: 'See sign-ups',
      route: '/members/signups',
      levels: percentLevels(stats.parents, 'parents'),
    },
    {
      description: 'Register your staff',
      units: 'staff',
      currentValue: organisation.total_staff ?? 0,
      ctaLabel: 'Share the staff link',
      link: 'https://stride.example/guides/staff-sign-ups',
      levels: percentLevels(stats.staff, 'staff'),
    },
    {
      description: 'Set up your account',
      units: 'steps',
      currentValue: 3,
      ctaLabel: 'Open your account',
      route: '/members/account',
      levels: [
        { goalValue: 1, goalText: 'Log in' },
        { goalValue: 3, goalText: 'Add a logo and contacts' },
      ],
    },
    {
      description: 'Make most school journeys sustainable',
      units: 'percent',
      currentValue: sustainablePercent,
      ctaLabel: 'See travel metrics',
      route: '/members/sustainable_travel',
      levels: [60, 70, 80, 90].map((percent) => ({
        goalValue: percent,
        goalText: `${percent}% sustainable journeys`,
      })),
    },
    {
      description: 'Post on the notice board',
      units: 'notices',
      currentValue: 1,
      ctaLabel: 'Post a notice',
      route: '/members/noticeboard',
      levels: [1, 5, 10, 20].map((count) => ({ goalValue: count, goalText: `${count} notices posted` })),
    },
  ];
}

/** GET api/admin/dashboard/dashboardHome for the caller: its organisation, numbers, guides and achievements. */
export function dashboardHomeOf(caller: DbAccount): DashboardHome {
  const schools = schoolsVisibleTo(caller);
  const { registered, stats } = statsOf(schools);
  const school = organisationOf(caller, schools, registered);
  return { school, school_stats: stats, guides: demoGuides, achievements: achievementsOf(school, stats) };
}
