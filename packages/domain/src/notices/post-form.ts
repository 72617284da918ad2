import { z } from 'zod';
import { schoolSelectionIdSchema, type SchoolSelectionId } from '../metrics/filter-selection';

/** Post types, editor categories and audience transport modes (docs/product/notices.md). */
type PostType = 'NOTICE' | 'POLL';
export const postCategories = ['eco', 'sports', 'travel', 'general', 'poll'] as const;
type PostCategory = (typeof postCategories)[number];
export const audienceTransportModes = [
  'Walking',
  'Cycling',
  'Car',
  'Train',
  'School Bus',
  'Public Bus',
] as const;
type AudienceTransportMode = (typeof audienceTransportModes)[number];

/** The post editor's limits (docs/product/notices.md). */
export const postLimits = {
  pollMessage: 2000,
  pollQuestion: 200,
  pollAnswer: 80,
  minAnswers: 2,
  maxAnswers: 6,
  eventTitle: 4,
  templateTitle: 80,
  textReply: 180,
} as const;

/** A text reply to a DYNAMIC notice (docs/product/notices.md): some text, at most 180 characters. */
export const textReplySchema = z
  .string()
  .trim()
  .min(1, 'Please write a reply')
  .max(postLimits.textReply, `A reply is at most ${postLimits.textReply} characters`);

export const postFormMessages = {
  required: 'Please fill in all required fields',
  /** The words of the admin messages' rule (docs/product/admin-messages.md), for a post with no school picked. */
  noSchool: 'Please select at least one school',
  uploading: 'Images are being uploaded. Are you sure you want to continue ?',
  sendAnyway: 'Send anyway',
  waitForUploads: 'Go back and wait',
} as const;

/** Template types (docs/product/notices.md): 1 static, 2 school level, 3 user level. */
export const templateTypes = [
  { id: 1, label: 'Static' },
  { id: 2, label: 'School level' },
  { id: 3, label: 'User level' },
] as const;
type TemplateTypeId = (typeof templateTypes)[number]['id'];
export const templateTypeLabel = (id: number) =>
  templateTypes.find((type) => type.id === id)?.label ?? String(id);

/** Everything the post editor holds (docs/product/notices.md). An event is a notice with a title and date (ADR 0056). */
export type PostForm = {
  type: PostType;
  category: PostCategory;
  title: string;
  message: string;
  isEvent: boolean;
  date: string;
  important: boolean;
  allow_comments: boolean;
  sendNotification: boolean;
  useSchoolFrontImage: boolean;
  staffOnly: boolean;
  school_years: number[];
  group: number | null;
  /** Schools, and for the super admin also `group_{id}`, `council_{id}` or ALL (docs/product/notices.md). */
  schools: SchoolSelectionId[];
  transport_modes: AudienceTransportMode[];
  images: string[];
  answers: string[];
  saveAsTemplate: boolean;
  template_title: string;
  template_type: TemplateTypeId;
};

/** A new post: important false, allow_comments true (docs/product/notices.md), two empty poll answers. */
export const emptyPostForm: PostForm = {
  type: 'NOTICE',
  category: 'general',
  title: '',
  message: '',
  isEvent: false,
  date: '',
  important: false,
  allow_comments: true,
  sendNotification: false,
  useSchoolFrontImage: false,
  staffOnly: false,
  school_years: [],
  group: null,
  schools: [],
  transport_modes: [],
  images: [],
  answers: ['', ''],
  saveAsTemplate: false,
  template_title: '',
  template_type: 1,
};

/** Choosing years clears the group (docs/product/notices.md). */
export const withYears = (form: PostForm, school_years: number[]): PostForm => ({
  ...form,
  school_years,
  group: school_years.length ? null : form.group,
});
/** Choosing a group clears the years. */
export const withGroup = (form: PostForm, group: number | null): PostForm => ({
  ...form,
  group,
  school_years: group === null ? form.school_years : [],
});
/** Choosing the staff-only audience sets staffOnly and empties the years. */
export const withStaffOnly = (form: PostForm, staffOnly: boolean): PostForm => ({
  ...form,
  staffOnly,
  school_years: staffOnly ? [] : form.school_years,
});

/** A poll may gain answers up to 6 and lose them only while more than 2 remain. */
export const canAddAnswer = (answers: readonly string[]) => answers.length < postLimits.maxAnswers;
export const canRemoveAnswer = (answers: readonly string[]) => answers.length > postLimits.minAnswers;

/** Smart quotes become plain ones: ‘ ’ ‛ ′ read as ', “ ” „ ″ as ". */
export const plainQuotes = (text: string) =>
  text.replace(/[\u2018\u2019\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u2033]/g, '"');

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The rules of docs/product/notices.md as one check: a message unless a poll; a poll's message at most 2000
 * (text), a title (its question, at most 200) and 2 to 6 answers of 1 to 80 characters; an event's
 * title at least 4 and a date; a template's title at most 80 and present when saving as one.
 * Every failure reads 'Please fill in all required fields'; the path says which field.
 */
export const postFormSchema = z.custom<PostForm>().superRefine((form, context) => {
  const fail = (path: string) =>
    context.addIssue({ code: 'custom', message: postFormMessages.required, path: [path] });
  const message = textOf(form.message);
  if (form.type === 'POLL') {
    if (message.length > postLimits.pollMessage) fail('message');
    const question = form.title.trim();
    if (!question || question.length > postLimits.pollQuestion) fail('title');
    if (form.answers.length < postLimits.minAnswers || form.answers.length > postLimits.maxAnswers)
      fail('answers');
    form.answers.forEach((answer, index) => {
      if (!answer.trim() || answer.length > postLimits.pollAnswer) fail(`answers.${index}`);
    });
  } else if (!message) fail('message');
  if (form.isEvent) {
    if (form.title.trim().length < postLimits.eventTitle) fail('title');
    if (!form.date) fail('date');
  }
  if (
    form.saveAsTemplate &&
    (!form.template_title.trim() || form.template_title.length > postLimits.templateTitle)
  )
    fail('template_title');
});

/**
 * The rules of a post whose sender picks its target schools (council, multi-school and super admins:
 * `picksTargetSchools`): those of `postFormSchema`, and at least one school (or, for the super admin, a
 * group, a council or ALL): 'Please select at least one school'. A template is kept without one.
 */
export const postFormSchemaFor = ({ picksSchools }: { picksSchools: boolean }) =>
  picksSchools
    ? postFormSchema.superRefine((form, context) => {
        if (!form.schools.length)
          context.addIssue({ code: 'custom', message: postFormMessages.noSchool, path: ['schools'] });
      })
    : postFormSchema;

/**
 * What the editor sends (docs/endpoints.md): the form with smart quotes made plain, trimmed answers,
 * the event's date and poll answers also in extras, and template fields only for a template.
 */
export function postPayload(form: PostForm, id?: number) {
  const { saveAsTemplate, isEvent, template_title, template_type, ...post } = form;
  const answers = post.type === 'POLL' ? post.answers.map((answer) => plainQuotes(answer.trim())) : [];
  return {
    ...post,
    ...(id === undefined ? {} : { id }),
    title: plainQuotes(post.title.trim()),
    message: plainQuotes(post.message),
    date: isEvent ? post.date : '',
    answers,
    isTemplate: saveAsTemplate,
    ...(saveAsTemplate ? { template_title: template_title.trim(), template_type } : {}),
    extras: JSON.stringify({
      useSchoolFrontImage: post.useSchoolFrontImage,
      ...(isEvent ? { date: post.date } : {}),
      ...(answers.length ? { answers } : {}),
    }),
  };
}
export type PostPayload = ReturnType<typeof postPayload>;

/** The editor's form for a stored post or template (the answer of viewNotice / viewNoticeTemplate). */
export function postFormOf(post: Partial<Record<keyof PostForm, unknown>> & { extras?: unknown }): PostForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const flag = (value: unknown, fallback: boolean) =>
    value === undefined || value === null ? fallback : value === true || value === 1 || value === '1';
  const numbers = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  const type = post.type === 'POLL' ? 'POLL' : 'NOTICE';
  const category = (postCategories as readonly unknown[]).includes(post.category)
    ? (post.category as PostCategory)
    : emptyPostForm.category;
  const answers = Array.isArray(post.answers) ? post.answers.map(text) : [];
  const templateType = templateTypes.find((entry) => entry.id === Number(post.template_type))?.id ?? 1;
  return {
    ...emptyPostForm,
    type,
    category,
    title: text(post.title),
    message: text(post.message),
    isEvent: type === 'NOTICE' && Boolean(text(post.date)),
    date: text(post.date),
    important: flag(post.important, false),
    allow_comments: flag(post.allow_comments, true),
    sendNotification: flag(post.sendNotification, false),
    useSchoolFrontImage: flag(post.useSchoolFrontImage, false),
    staffOnly: flag(post.staffOnly, false),
    school_years: numbers(post.school_years),
    group: typeof post.group === 'number' ? post.group : null,
    schools: Array.isArray(post.schools)
      ? post.schools.flatMap((id) => {
          const parsed = schoolSelectionIdSchema.safeParse(id);
          return parsed.success ? [parsed.data] : [];
        })
      : [],
    transport_modes: Array.isArray(post.transport_modes)
      ? post.transport_modes.filter((mode): mode is AudienceTransportMode =>
          (audienceTransportModes as readonly unknown[]).includes(mode),
        )
      : [],
    images: Array.isArray(post.images) ? post.images.map(text).filter(Boolean) : [],
    answers: answers.length >= postLimits.minAnswers ? answers : emptyPostForm.answers,
    template_title: text(post.template_title),
    template_type: templateType,
  };
}

/** The fields of the post a card carries back when it is opened for editing (ADR 0055). */
export const cardAudienceFields = [
  'school_years',
  'group',
  'staffOnly',
  'schools',
  'transport_modes',
  'sendNotification',
] as const;

/**
 * The editor's form for a card from the board (editing one's own post): every field the post was
 * sent with comes back, its audience (years, group, staff only, schools, transport modes) included,
 * the poll's answers and the event's date from extras.
 */
export function postFormOfCard(
  card: {
    type: string;
    category?: string | null;
    title?: string | null;
    message?: string | null;
    important: boolean;
    allow_comments: boolean;
    images: string[];
    pdfs: string[];
    extras: {
      date?: string | null;
      answers?: { text: string }[] | null;
      useSchoolFrontImage?: boolean | null;
    }[];
  } & Partial<Record<(typeof cardAudienceFields)[number], unknown>>,
): PostForm {
  const poll = card.extras.find((extra) => extra.answers && extra.answers.length);
  return postFormOf({
    type: card.type === 'POLL' ? 'POLL' : 'NOTICE',
    category: card.category,
    title: card.title,
    message: card.message,
    date: card.extras.find((extra) => extra.date)?.date ?? '',
    important: card.important,
    allow_comments: card.allow_comments,
    useSchoolFrontImage: card.extras.some((extra) => extra.useSchoolFrontImage === true),
    images: [...card.images, ...card.pdfs],
    answers: poll?.answers?.map((answer) => answer.text),
    ...Object.fromEntries(cardAudienceFields.map((field) => [field, card[field]])),
  });
}
