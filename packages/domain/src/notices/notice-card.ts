import { z } from 'zod';
import { schoolSelectionIdSchema } from '../metrics/filter-selection';
import { numericSchema } from '../metrics/numeric';

/** Card types of the notice board (docs/product/notices.md), plus the safeguarding card. */
export const noticeCardTypes = [
  'NOTICE',
  'EVENT',
  'INFO',
  'DYNAMIC',
  'CHAT',
  'event',
  'article',
  'POLL',
  'bg_journey',
  'safeguarding',
] as const;

/** One answer of a poll with its votes (ADR 0055: the shape of poll data in extras). */
const pollAnswerSchema = z.object({ text: z.string(), votes: numericSchema.default(0) });
export type PollAnswer = z.infer<typeof pollAnswerSchema>;

/**
 * One entry of a card's extras (docs/product/notices.md): event date, poll data, school front image, dynamic
 * action. Every field is optional; unknown fields are kept out.
 */
const noticeExtraSchema = z.object({
  useSchoolFrontImage: z.boolean().nullish(),
  date: z.string().nullish(),
  answers: z.array(pollAnswerSchema).nullish(),
  total_votes: numericSchema.nullish(),
  poll_id: z.number().nullish(),
  /** The index of the viewer's answer, once they voted. */
  answered: z.number().nullish(),
  action_type: z.string().nullish(),
  text_input: z.boolean().nullish(),
  /** A DYNAMIC notice's text reply by the viewer, once sent (ADR 0107). */
  reply: z.string().nullish(),
  /** Safeguarding cards: the pupils whose phone reported. */
  students: z
    .array(
      z.object({
        student_id: z.number(),
        first_name: z.string(),
        lat: z.number(),
        long: z.number(),
        battery: numericSchema,
        timeAgo: z.string(),
      }),
    )
    .nullish(),
});
export type NoticeExtra = z.infer<typeof noticeExtraSchema>;

/** Extras arrive as JSON text: parsed to a list, empty when blank; an object is a list of one. */
export const extrasSchema = z
  .union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()])
  .transform((value, context): NoticeExtra[] => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return [];
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'extras is not JSON' });
        return z.NEVER;
      }
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const result = z.array(noticeExtraSchema).safeParse(list);
    if (!result.success) {
      context.addIssue({ code: 'custom', message: 'extras has the wrong shape' });
      return z.NEVER;
    }
    return result.data;
  });

/** Images arrive comma-separated: entries containing 'pdf' are documents, the rest pictures. */
export function splitAttachments(images: string | null | undefined): { images: string[]; pdfs: string[] } {
  const entries = (images ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    images: entries.filter((entry) => !entry.includes('pdf')),
    pdfs: entries.filter((entry) => entry.includes('pdf')),
  };
}

/** A comment and its author (docs/product/notices.md). */
export const noticeCommentSchema = z.object({
  id: z.number(),
  comment: z.string(),
  likes: numericSchema.default(0),
  created_timestamp: z.string(),
  user_id: z.number(),
  author: z.object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    salutation: z.string().nullish(),
    staff_type: z.string().nullish(),
    profile_photo_url: z.string().nullish(),
  }),
});
export type NoticeComment = z.infer<typeof noticeCommentSchema>;

const flagSchema = z.union([z.boolean(), numericSchema]).transform((value) => value === true || value === 1);

/** A notice card as the board lists it (docs/product/notices.md). */
export const noticeCardSchema = z
  .object({
    id: z.number(),
    notice_user_id: z.number().nullish(),
    user_id: z.number(),
    sender_user_id: z.number().nullish(),
    user_type: numericSchema,
    type: z.enum(noticeCardTypes),
    category: z.string().nullish(),
    status: numericSchema.nullish(),
    message: z.string().nullish(),
    title: z.string().nullish(),
    years_label: z.string().nullish(),
    class_label: z.string().nullish(),
    school_logo: z.string().nullish(),
    school_name: z.string().nullish(),
    images: z.string().nullish(),
    extension: z.string().nullish(),
    total_likes: numericSchema.default(0),
    total_comments: numericSchema.default(0),
    allow_comments: flagSchema.default(true),
    important: flagSchema.default(false),
    is_new: flagSchema.default(false),
    unread: flagSchema.default(false),
    viewed_status: numericSchema.nullish(),
    created_timestamp: z.string(),
    from_label: z.string().nullish(),
    extras: extrasSchema.default([]),
    /** The first comments, for the card's preview (ADR 0055). */
    comments: z.array(noticeCommentSchema).default([]),
    /** The post's own audience and notification choice, for its author's editor (ADR 0055). */
    school_years: z.array(z.number()).nullish(),
    group: z.number().nullish(),
    staffOnly: flagSchema.nullish(),
    /** Schools, or the super admin's `group_{id}`, `council_{id}` or ALL (ADR 0107). */
    schools: z.array(schoolSelectionIdSchema).nullish(),
    transport_modes: z.array(z.string()).nullish(),
    sendNotification: flagSchema.nullish(),
  })
  .transform(({ images, years_label, ...card }) => ({
    ...card,
    years: years_label ?? '',
    ...splitAttachments(images),
  }));
export type NoticeCard = z.output<typeof noticeCardSchema>;

/** 'Mrs Jane Smith' from a comment's author; blanks are skipped. */
export const commentAuthorName = ({ author }: Pick<NoticeComment, 'author'>) =>
  [author.salutation, author.first_name, author.last_name].filter(Boolean).join(' ');

/** The poll data of a card, if it is a poll. */
export const pollOf = (card: Pick<NoticeCard, 'extras'>) =>
  card.extras.find((extra) => extra.answers && extra.answers.length > 0);

/**
 * A DYNAMIC notice that asks for a text reply (its extras have text_input): the viewer's reply, or
 * null before one was sent. Undefined for every other card.
 */
export function textReplyOf(card: Pick<NoticeCard, 'type' | 'extras'>): { reply: string | null } | undefined {
  if (card.type !== 'DYNAMIC') return undefined;
  const entry = card.extras.find((extra) => extra.text_input === true);
  return entry ? { reply: entry.reply || null } : undefined;
}

/** Each answer's share of total_votes as a whole percentage; 0 for all when nobody voted. */
export function pollPercentages(answers: readonly PollAnswer[], totalVotes: number): number[] {
  return answers.map((answer) => (totalVotes > 0 ? Math.round((answer.votes / totalVotes) * 100) : 0));
}

/** Safeguarding cards show the battery (a fraction 0..1) times 100, as a whole percentage. */
export const batteryPercent = (battery: number) => Math.round(battery * 100);
