import { z } from 'zod';
import { automationTypes, contentTypes, jobStatuses, automationUserTypes } from './automation-choices';
import { dateOptionsSchema } from './launch-schedule';
import { customRuleSchema, ruleSchema } from './rules';

/** A JSON column may arrive as text or already parsed; text that is not JSON is left to fail its schema. */
const jsonColumn = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value === '') return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema.nullish());

/** extra_options (docs/product/automations.md): the repeating field and the 'every nth' frequency of daily_stats. */
const extraOptionsSchema = z.object({
  repeating_field: z.string().nullish(),
  frequency: z.number().nullish(),
});

/** An automation as the server answers it (docs/product/automations.md; ADR 0067). */
export const automationSchema = z.object({
  id: z.number(),
  name: z.string(),
  automation_tags: z.string().nullish(),
  content_type: z.enum(contentTypes),
  content_template_id: z.number().nullish(),
  user_type: z.enum(automationUserTypes),
  description: z.string().nullish(),
  automation_type: z.enum(automationTypes),
  from_label: z.string().nullish(),
  template: z.string().nullish(),
  repeating: z.string().nullish(),
  when_to_launch: z.string().nullish(),
  expire: z.string().nullish(),
  script_name: z.string().nullish(),
  organization_ids: z.string().nullish(),
  rules: jsonColumn(z.array(ruleSchema)),
  custom_rules: jsonColumn(z.array(customRuleSchema)),
  selection_type: z.enum(['WHITELIST', 'BLACKLIST']).nullish(),
  date_options: jsonColumn(dateOptionsSchema),
  extra_options: jsonColumn(extraOptionsSchema),
  send_notification: z.boolean().nullish(),
  status: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type Automation = z.infer<typeof automationSchema>;

/** 'OK' means active (docs/product/automations.md). */
export const automationActive = (automation: Pick<Automation, 'status'>) => automation.status === 'OK';

/** Only cron, event and cron_event automations have a status toggle; manual ones open the launch modal (docs/product/automations.md). */
export const hasStatusToggle = (automation: Pick<Automation, 'automation_type'>) =>
  automation.automation_type !== 'manual';

/** Tags are a comma string. */
export const tagsOf = (tags: string | null | undefined) =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** An automation job (docs/product/automations.md). */
export const automationJobSchema = z.object({
  id: z.number().optional(),
  name: z.string(),
  status: z.enum(jobStatuses),
  type: z.string().nullish(),
  automation_id: z.number().nullish(),
  from_date: z.string().nullish(),
  organization_ids: z.string().nullish(),
  completed_organization_ids: z.string().nullish(),
  error_message: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type AutomationJob = z.infer<typeof automationJobSchema>;

/** An upcoming-schedule entry (docs/product/automations.md). */
export const scheduleEntrySchema = z.object({
  from_date: z.string(),
  school_ids: z.string().nullish(),
  school_selection: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

const total = z.object({ total: z.number() });
/** A stats entry, in the delivery provider's shape (accepted.total, opened.unique ...). */
export const statsEntrySchema = z.object({
  time: z.string(),
  accepted: total,
  delivered: total,
  opened: z.object({ unique: z.number() }),
  failed: z.object({ permanent: total, temporary: total }),
  clicked: total,
});
export type StatsEntry = z.infer<typeof statsEntrySchema>;

/** Stats windows: 3 months (labelled 90d) and 24 hours. */
export const statsWindows = ['3m', '24h'] as const;
export type StatsWindow = (typeof statsWindows)[number];

/** The series of the stats charts, in order. */
export const statsSeries = [
  { key: 'accepted', label: 'Accepted', of: (entry: StatsEntry) => entry.accepted.total },
  { key: 'delivered', label: 'Delivered', of: (entry: StatsEntry) => entry.delivered.total },
  { key: 'opened', label: 'Opened', of: (entry: StatsEntry) => entry.opened.unique },
  {
    key: 'failed_permanent',
    label: 'Failed permanent',
    of: (entry: StatsEntry) => entry.failed.permanent.total,
  },
  {
    key: 'failed_temporary',
    label: 'Failed temporary',
    of: (entry: StatsEntry) => entry.failed.temporary.total,
  },
  { key: 'clicked', label: 'Clicked', of: (entry: StatsEntry) => entry.clicked.total },
] as const;

/** An automation log row (docs/product/automations.md). */
export const automationLogSchema = z.object({
  id: z.number().optional(),
  automation_id: z.number(),
  automation_type: z.string(),
  content_type: z.string(),
  user_type: z.string(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type AutomationLog = z.infer<typeof automationLogSchema>;

/** A detailed log row (docs/product/automations.md). */
export const detailedLogSchema = z.object({
  id: z.number(),
  automation_id: z.number(),
  user_id: z.number().nullish(),
  school_id: z.number().nullish(),
  event_trigger: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type DetailedLog = z.infer<typeof detailedLogSchema>;

/** The answer of a launch or a test (executeAutomation in docs/endpoints.md). */
export const executeResultSchema = z.object({
  status: z.string(),
  total_rows: z.number(),
  total_processed: z.number(),
  skipped: z.number(),
  total_ignored_users: z.number(),
  filtered_schools: z.number(),
  ignored_organization_ids: z.array(z.number()),
});
export type ExecuteResult = z.infer<typeof executeResultSchema>;

/** The preview flags (previewData in docs/endpoints.md). previewStapData2kMax is at most 2,000 rows. */
export const previewModes = [
  { flag: 'previewFirstOnly', label: 'Preview first' },
  { flag: 'previewAll', label: 'Preview all' },
  { flag: 'previewAfterIgnored', label: 'Preview after ignored' },
  { flag: 'previewAfterProcessing', label: 'Preview after processing' },
  { flag: 'previewStapData2kMax', label: 'Preview survey (2k max)' },
] as const;
export type PreviewFlag = (typeof previewModes)[number]['flag'];
export const surveyPreviewMaxRows = 2000;

/** A preview row: whatever columns the audience has. */
export const previewRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type PreviewRow = z.infer<typeof previewRowSchema>;

/** The automation area's copy notices (docs/product/automations.md): 'Copied', and the alert 'Cannot copy'. */
export const automationCopyMessages = { copied: 'Copied', failed: 'Cannot copy' } as const;

/**
 * The save and launch notices as docs/product/automations.md writes them: 'Title / text', a notice's title
 * and its text (`titledNotice` splits them for a toast).
 */
export const automationNotices = {
  saved: 'Saved / Good things just happened!',
  launched: "Saved / You've triggered automation",
} as const;

/** A 'Title / text' notice as a toast's title and message (the first ' / ' divides them). */
export function titledNotice(notice: `${string} / ${string}`): { title: string; message: string } {
  const split = notice.indexOf(' / ');
  return { title: notice.slice(0, split), message: notice.slice(split + 3) };
}

/** Preview rows as tab-separated text with a header line, ready to paste into a spreadsheet. */
export function previewRowsAsText(rows: readonly PreviewRow[]): string {
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const line = (values: readonly unknown[]) =>
    values.map((value) => (value === null || value === undefined ? '' : String(value))).join('\t');
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join('\n');
}
