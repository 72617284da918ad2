import type { AutomationUserType, PreviewFlag, PreviewRow, Rule } from '@stride/domain';
import { fieldOf, surveyPreviewMaxRows } from '@stride/domain';
import type { DemoDb } from '../data/db-shape';
import { demoToday } from '../data/demo-calendar';
import { type Candidate, candidates } from './automation-candidates';

/** What the preview and launch handlers read from a body: the audience, its rules and its schools. */
export type AudienceQuery = {
  id?: number;
  user_type: AutomationUserType;
  rules: Rule[];
  organization_ids: string;
  selection_type: 'WHITELIST' | 'BLACKLIST';
};

const unitMs = { weeks: 7 * 24 * 3600 * 1000, minutes: 60 * 1000 } as const;

/** The moment a timestamp rule compares with: the anchor (demo today) minus value × unit. */
function thresholdOf(rule: Rule): string {
  const base = Date.parse(`${demoToday}T00:00:00Z`);
  const amount = Number(rule.value ?? 0) * unitMs[rule.time_unit ?? 'weeks'];
  return new Date(base - amount).toISOString().slice(0, 19).replace('T', ' ');
}

function ruleHolds(rule: Rule, row: PreviewRow, userType: AutomationUserType): boolean {
  if (rule.field === 'event' || !(rule.field in row)) return true;
  const actual = row[rule.field];
  const kind = fieldOf(userType, rule.field)?.kind;
  const wanted = kind === 'timestamp' ? thresholdOf(rule) : rule.value;
  const list = Array.isArray(wanted)
    ? wanted
    : String(wanted ?? '')
        .split(',')
        .map((item) => item.trim());
  const compare = (a: unknown, b: unknown) =>
    kind === 'number' ? Number(a) - Number(b) : String(a).localeCompare(String(b));
  switch (rule.comparison) {
    case 'is_null':
      return actual === null;
    case 'is_not_null':
      return actual !== null;
    case 'in':
    case 'in_array':
      return actual !== null && list.includes(String(actual));
    case '=':
      return actual !== null && String(actual) === String(wanted);
    case '!=':
      return String(actual) !== String(wanted);
    default:
      if (actual === null) return false;
      return {
        '<': compare(actual, wanted) < 0,
        '>': compare(actual, wanted) > 0,
        '<=': compare(actual, wanted) <= 0,
        '>=': compare(actual, wanted) >= 0,
      }[rule.comparison];
  }
}

export type Audience = {
  matched: Candidate[];
  ignored: Candidate[];
  alreadySent: Candidate[];
  toProcess: Candidate[];
  ignoredOrganisationIds: number[];
};

/**
 * Who an automation reaches in the demo data: the audience's rows, kept to the chosen schools
 * (whitelist) or without them (blacklist), filtered by every rule. Unverified people are ignored;
 * people this automation already reached (detailed logs) are skipped after processing.
 */
export function audienceOf(db: DemoDb, query: AudienceQuery): Audience {
  const schoolIds = query.organization_ids.split(',').filter(Boolean).map(Number);
  const withHabits = query.rules.some((rule) => rule.field.startsWith('term_archives.'));
  const inSelection = (candidate: Candidate) =>
    schoolIds.length === 0 ||
    (query.selection_type === 'BLACKLIST') !== schoolIds.includes(candidate.schoolId ?? -1);
  const matched = candidates(db, query.user_type, withHabits).filter(
    (candidate) =>
      inSelection(candidate) && query.rules.every((rule) => ruleHolds(rule, candidate.row, query.user_type)),
  );
  const ignored = matched.filter((candidate) => !candidate.verified);
  const reached = new Set(
    db.detailedLogs
      .filter((log) => log.automation_id === query.id)
      .map((log) => (query.user_type === 'per_school' ? log.school_id : log.user_id)),
  );
  const kept = matched.filter((candidate) => candidate.verified);
  const alreadySent =
    query.id === undefined
      ? []
      : kept.filter((candidate) =>
          reached.has(query.user_type === 'per_school' ? candidate.schoolId : candidate.userId),
        );
  const toProcess = kept.filter((candidate) => !alreadySent.includes(candidate));
  return {
    matched,
    ignored,
    alreadySent,
    toProcess,
    ignoredOrganisationIds: query.selection_type === 'BLACKLIST' ? schoolIds : [],
  };
}

/** The most rows a preview shows at once, except the survey preview's 2,000 (ADR 0068). */
const previewRowLimit = 500;

/** The rows of one preview flag, and how many there were in all. */
export function previewRows(audience: Audience, flag: PreviewFlag): { rows: PreviewRow[]; total: number } {
  const source = {
    previewFirstOnly: audience.matched,
    previewAll: audience.matched,
    previewAfterIgnored: [...audience.alreadySent, ...audience.toProcess],
    previewAfterProcessing: audience.toProcess,
    previewStapData2kMax: audience.matched,
  }[flag];
  const limit =
    flag === 'previewFirstOnly'
      ? 1
      : flag === 'previewStapData2kMax'
        ? surveyPreviewMaxRows
        : previewRowLimit;
  return { rows: source.slice(0, limit).map((candidate) => candidate.row), total: source.length };
}
