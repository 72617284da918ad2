import type { TravelMode } from '@stride/domain';
import type { DemoDb } from '../data/db-shape';
import { demoToday } from '../data/demo-calendar';
import type { DbEngagementMonth, DbJourney, FuelType } from './journey-shape';
import type { SeededRandom } from '../data/seeded-random';

/** Journeys in the default demo dataset: tens of thousands, generated well under 300 ms. */
export const defaultJourneyCount = 30_000;
/** The size of the benchmark dataset. */
export const largeJourneyCount = 100_000;

/** UK school-run mode shares (percent), roughly the national travel survey's. */
export const modeShares: readonly (readonly [TravelMode, number])[] = [
  ['WALKING', 45],
  ['CAR', 25],
  ['BUS', 10],
  ['BICYCLING', 6],
  ['SCHOOL_BUS', 4],
  ['CARPOOL', 4],
  ['TRAIN', 3],
  ['TAXI', 3],
];
/** Staff walk less and drive more than families. */
const staffModeShares: readonly (readonly [TravelMode, number])[] = [
  ['CAR', 42],
  ['WALKING', 16],
  ['BUS', 14],
  ['TRAIN', 12],
  ['BICYCLING', 9],
  ['CARPOOL', 5],
  ['TAXI', 2],
];
const fuelShares: readonly (readonly [FuelType, number])[] = [
  ['petrol', 52],
  ['diesel', 30],
  ['hybrid', 12],
  ['electric', 6],
];

/** Door-to-door distance in miles by mode: [min, max, skew] (skew > 1 favours short trips). */
const distanceByMode: Record<TravelMode, readonly [number, number, number]> = {
  WALKING: [0.15, 1.6, 1.4],
  BICYCLING: [0.5, 3.5, 1.3],
  CAR: [0.3, 9, 2.2],
  CARPOOL: [0.5, 7, 1.8],
  TAXI: [0.6, 6, 1.6],
  BUS: [0.8, 6, 1.5],
  SCHOOL_BUS: [1, 9, 1.3],
  TRAIN: [2, 14, 1.3],
};
/** Average speed in mph plus fixed minutes (waiting, parking) by mode, for London traffic. */
const speedByMode: Record<TravelMode, readonly [number, number]> = {
  WALKING: [2.8, 0],
  BICYCLING: [9, 1],
  CAR: [11, 3],
  CARPOOL: [11, 4],
  TAXI: [11, 2],
  BUS: [7.5, 6],
  SCHOOL_BUS: [10, 5],
  TRAIN: [17, 12],
};
/** kg CO2 per vehicle mile by fuel (cars, carpools, taxis). */
const carCo2PerMile: Record<FuelType, number> = { petrol: 0.28, diesel: 0.27, hybrid: 0.19, electric: 0.08 };
/** kg CO2 per passenger mile for shared transport; walking and cycling emit none. */
const passengerCo2PerMile: Partial<Record<TravelMode, number>> = {
  BUS: 0.16,
  SCHOOL_BUS: 0.1,
  TRAIN: 0.057,
  TAXI: 0.33,
};

const isCarLike = (mode: TravelMode) => mode === 'CAR' || mode === 'CARPOOL' || mode === 'TAXI';
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Weekdays of the demo calendar's terms up to `demoToday` (the future term has no journeys yet). */
export function schoolDays(db: Pick<DemoDb, 'terms'>): string[] {
  const days = new Set<string>();
  for (const term of db.terms) {
    const end = term.ends_on < demoToday ? term.ends_on : demoToday;
    for (
      let time = Date.parse(`${term.starts_on}T00:00:00Z`);
      time <= Date.parse(`${end}T00:00:00Z`);
      time += 86_400_000
    ) {
      const day = new Date(time);
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.add(day.toISOString().slice(0, 10));
    }
  }
  return [...days].sort();
}

/**
 * `count` journeys of the parents and staff of every school, deterministic for a random stream.
 * Each user keeps a habit (mode, car fuel, openness to sharing) and keeps to it four runs in five.
 */
export function generateJourneys(
  random: SeededRandom,
  db: DemoDb,
  count: number = defaultJourneyCount,
): DbJourney[] {
  const steps = journeySteps(random, db, count);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Journeys made per step of `journeySteps`: a few milliseconds of work. */
const journeysPerStep = 2_000;

/**
 * `generateJourneys` in steps: pauses after every `journeysPerStep` journeys and returns them all
 * at the end. The same stream gives the same rows however the steps are spaced, so the demo can
 * run the steps in separate tasks of the page's main thread.
 */
export function* journeySteps(
  random: SeededRandom,
  db: DemoDb,
  count: number = defaultJourneyCount,
): Generator<void, DbJourney[]> {
  const days = schoolDays(db);
  if (days.length === 0 || db.schools.length === 0) return [];
  const siteOf = new Map<string, number>();
  for (const level of db.yearStructure)
    if (level.organization_address_id !== null)
      siteOf.set(`${level.organization_id}:${level.value}`, level.organization_address_id);
  const mainSite = new Map<number, number>();
  for (const address of db.schoolAddresses)
    if (!mainSite.has(address.organization_id)) mainSite.set(address.organization_id, address.id);
  const pupilById = new Map(db.pupils.map((pupil) => [pupil.id, pupil]));

  type Habit = { mode: TravelMode; fuel: FuelType; sharing: boolean; scale: number };
  const habits = new Map<number, Habit>();
  const habitOf = (userId: number, staff: boolean): Habit => {
    let habit = habits.get(userId);
    if (!habit) {
      habit = {
        mode: random.weighted(staff ? staffModeShares : modeShares),
        fuel: random.weighted(fuelShares),
        sharing: random.chance(0.35),
        scale: random.float(0.7, 1.3) * (staff ? 1.4 : 1),
      };
      habits.set(userId, habit);
    }
    return habit;
  };

  const journeys: DbJourney[] = new Array<DbJourney>(count);
  const staffShare = db.staff.length === 0 ? 0 : db.parents.length === 0 ? 1 : 0.15;
  for (let index = 0; index < count; index += 1) {
    if (index > 0 && index % journeysPerStep === 0) yield;
    const staff = random.next() < staffShare;
    let userId: number;
    let schoolId: number;
    let siteId: number;
    let studentId: number | null = null;
    let schoolYear: number | null = null;
    let pupils = 0;
    if (staff) {
      const member = db.staff[Math.floor(random.next() * db.staff.length)]!;
      userId = member.id;
      schoolId = member.school_id;
      siteId = mainSite.get(schoolId) ?? 0;
    } else {
      const parent = db.parents[Math.floor(random.next() * db.parents.length)]!;
      const pupil = pupilById.get(parent.child_ids[0] ?? -1);
      userId = parent.id;
      schoolId = pupil?.school_id ?? parent.school_ids[0] ?? 0;
      studentId = pupil?.id ?? null;
      schoolYear = pupil?.current_year ?? null;
      siteId = siteOf.get(`${schoolId}:${schoolYear}`) ?? mainSite.get(schoolId) ?? 0;
      pupils = Math.max(1, parent.child_ids.length - (random.chance(0.2) ? 1 : 0));
    }
    const habit = habitOf(userId, staff);
    const mode = random.next() < 0.8 ? habit.mode : random.weighted(staff ? staffModeShares : modeShares);
    const [min, max, skew] = distanceByMode[mode];
    const distance = round(Math.min(max, min + (max - min) * random.next() ** skew * habit.scale), 2);
    const [mph, fixed] = speedByMode[mode];
    const carLike = isCarLike(mode);
    const fuel = carLike ? habit.fuel : null;
    const occupancy = !carLike
      ? 1
      : mode === 'CARPOOL'
        ? random.int(3, 5)
        : mode === 'TAXI'
          ? 1 + pupils
          : Math.min(5, (staff ? 1 : 1 + pupils) + (random.chance(0.15) ? 1 : 0));
    const co2 =
      fuel !== null && mode !== 'TAXI'
        ? distance * carCo2PerMile[fuel]
        : distance * (passengerCo2PerMile[mode] ?? 0);
    const day = days[Math.floor(random.next() * days.length)]!;
    const minute = staff ? random.int(7 * 60, 8 * 60 + 15) : random.int(7 * 60 + 30, 8 * 60 + 50);
    journeys[index] = {
      id: index + 1,
      school_id: schoolId,
      organization_address_id: siteId,
      user_id: userId,
      user_type: staff ? 'staff' : 'parent',
      student_id: studentId,
      school_year: schoolYear,
      mode,
      distance_miles: distance,
      duration_minutes: Math.max(1, Math.round((distance / mph) * 60 + fixed + random.int(0, 4))),
      co2_kg: round(co2, 3),
      journey_time: `${day} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
      fuel_type: fuel,
      occupancy,
      pupils,
      open_to_sharing: habit.sharing,
      dropoff_minutes: carLike ? random.int(2, 12) : 0,
    };
  }
  return journeys;
}

/** The twelve months ending with `demoToday`'s, oldest first, as 'yyyy-MM'. */
export function engagementMonths(): string[] {
  const [year, month] = demoToday.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 12 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * Each school's engagement over the last twelve months: sign-ups grow through the year, activity
 * dips in the summer holiday, notices come mostly from the school.
 */
export function generateEngagement(random: SeededRandom, db: DemoDb): DbEngagementMonth[] {
  const pupilsBySchool = new Map<number, number>();
  for (const pupil of db.pupils)
    pupilsBySchool.set(pupil.school_id, (pupilsBySchool.get(pupil.school_id) ?? 0) + 1);
  const usersBySchool = new Map<number, number>();
  for (const parent of db.parents)
    for (const id of parent.school_ids) usersBySchool.set(id, (usersBySchool.get(id) ?? 0) + 1);
  for (const member of db.staff)
    usersBySchool.set(member.school_id, (usersBySchool.get(member.school_id) ?? 0) + 1);
  const months = engagementMonths();
  const rows: DbEngagementMonth[] = [];
  for (const school of db.schools) {
    const pupils = pupilsBySchool.get(school.id) ?? 0;
    const users = usersBySchool.get(school.id) ?? 0;
    const finalShare = random.float(0.45, 0.92);
    const startShare = finalShare * random.float(0.35, 0.7);
    const keenness = random.float(0.4, 0.95);
    months.forEach((month, index) => {
      const share = startShare + ((finalShare - startShare) * (index + 1)) / months.length;
      const holiday = month.endsWith('-08') ? 0.35 : 1;
      const usersThen = Math.round(users * share);
      rows.push({
        school_id: school.id,
        month,
        pupils,
        registered_pupils: Math.round(pupils * share),
        users: usersThen,
        // Can exceed the user count (people who left still count as active), hence the cap of 100.00 in answers.
        active_users_90days: Math.round(
          usersThen * Math.min(1.05, keenness * holiday * random.float(0.85, 1.15)),
        ),
        users_created_content: Math.round(usersThen * keenness * holiday * random.float(0.02, 0.08)),
        new_notices: [
          Math.round(random.int(0, 6) * holiday),
          Math.round(random.int(2, 14) * holiday),
          school.council_id === null ? 0 : Math.round(random.int(0, 3) * holiday),
          random.int(0, 2),
        ],
      });
    });
  }
  return rows;
}
