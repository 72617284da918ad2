import { addDays, format } from 'date-fns';
import type { DateTimeRange } from './filter-selection';

/** A term with its days ('yyyy-MM-dd'), as the terms list gives them. */
export type DatedTerm = { term: string; startsOn: string; endsOn: string };

/** The filter bar's date-range presets, in the order they are offered (docs/product/metrics.md). */
const dateRangePresets = [
  'Last 7 days',
  'Last 30 days',
  'This term',
  'Last term',
  'This school year',
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

const day = (date: Date) => format(date, 'yyyy-MM-dd');
/** Whole days: from the first day's 00:00 to the last day's 23:59, in the filter's format. */
const wholeDays = (first: string, last: string): DateTimeRange => ({
  from: `${first} 00:00`,
  to: `${last} 23:59`,
});

/**
 * The terms of the terms list that have their days, oldest first. `entries` are the list's rows
 * (`starts_on`/`ends_on` given or not); a term without both days, or ending before it starts, is
 * left out.
 */
export function datedTerms(
  entries: readonly { term: string; starts_on?: string | null; ends_on?: string | null }[],
): DatedTerm[] {
  return entries
    .flatMap(({ term, starts_on, ends_on }) =>
      starts_on && ends_on && starts_on <= ends_on ? [{ term, startsOn: starts_on, endsOn: ends_on }] : [],
    )
    .sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
}

/** This term: the one `today` falls in, or in a holiday the last one that began before it. */
export function thisTerm(terms: readonly DatedTerm[], today: Date): DatedTerm | undefined {
  const on = day(today);
  return terms.filter((term) => term.startsOn <= on).at(-1);
}

/** Last term: the term before this term. */
export function lastTerm(terms: readonly DatedTerm[], today: Date): DatedTerm | undefined {
  const current = thisTerm(terms, today);
  return current && terms[terms.indexOf(current) - 1];
}

/**
 * The school year a day belongs to, by the year its school year began: an English school year begins
 * with the first term to begin after July, so a day from August on is in the year that begins then.
 */
const schoolYearOf = (on: string) => Number(on.slice(0, 4)) - (on.slice(5, 7) < '08' ? 1 : 0);

/**
 * This school year: from the first day of the first term of the school year this term is in (today's
 * school year when no term has begun) to the last day of its last term in the list.
 */
export function thisSchoolYear(terms: readonly DatedTerm[], today: Date): DateTimeRange | undefined {
  const year = schoolYearOf(thisTerm(terms, today)?.startsOn ?? day(today));
  const inYear = terms.filter((term) => schoolYearOf(term.startsOn) === year);
  if (inYear.length === 0) return undefined;
  const last = inYear.reduce((latest, term) => (term.endsOn > latest ? term.endsOn : latest), '');
  return wholeDays(inYear[0].startsOn, last);
}

/**
 * The range a preset stands for on `today`, whole days: the last 7 or 30 days end today; the terms'
 * come from `terms` (undefined when the list has no such term).
 */
export function presetRange(
  preset: DateRangePreset,
  terms: readonly DatedTerm[],
  today: Date,
): DateTimeRange | undefined {
  const termRange = (term: DatedTerm | undefined) => term && wholeDays(term.startsOn, term.endsOn);
  switch (preset) {
    case 'Last 7 days':
      return wholeDays(day(addDays(today, -6)), day(today));
    case 'Last 30 days':
      return wholeDays(day(addDays(today, -29)), day(today));
    case 'This term':
      return termRange(thisTerm(terms, today));
    case 'Last term':
      return termRange(lastTerm(terms, today));
    case 'This school year':
      return thisSchoolYear(terms, today);
  }
}

/** The presets offered on `today`, each with its range: a term preset only when the list has that term. */
export function offeredPresets(
  terms: readonly DatedTerm[],
  today: Date,
): { preset: DateRangePreset; range: DateTimeRange }[] {
  return dateRangePresets.flatMap((preset) => {
    const range = presetRange(preset, terms, today);
    return range ? [{ preset, range }] : [];
  });
}

/**
 * The preset a range is, on `today` (the first when two give the same days), else undefined: what
 * the filter bar shows as on, also after a reload, since only the range is kept.
 */
export function presetOf(
  range: DateTimeRange | null,
  offered: readonly { preset: DateRangePreset; range: DateTimeRange }[],
): DateRangePreset | undefined {
  if (!range) return undefined;
  return offered.find((entry) => entry.range.from === range.from && entry.range.to === range.to)?.preset;
}
