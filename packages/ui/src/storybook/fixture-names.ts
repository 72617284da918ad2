/** Story fixtures' realistic names: first names (12) and surnames (10), combined by each fixture. */
export const fixtureFirstNames = [
  'Aisha',
  'Ben',
  'Chloe',
  'Dev',
  'Ellie',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Jade',
  'Kofi',
  'Lucy',
] as const;

export const fixtureLastNames = [
  'Okafor',
  'Patel',
  'Smith',
  'Nowak',
  'Evans',
  'Khan',
  'Hughes',
  'Murphy',
  'Begum',
  'Taylor',
] as const;
