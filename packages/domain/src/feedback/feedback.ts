import { z } from 'zod';

/** The feedback statuses an admin may set from the dropdown, with their labels (docs/product/feedback.md). */
export const feedbackStatuses = [
  { value: 'OPEN', label: 'Open' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'COMPLETED', label: 'Completed' },
] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number]['value'];

export const feedbackStatusSchema = z.enum(['OPEN', 'IN_PROGRESS', 'COMPLETED']);

/** One piece of feedback (docs/product/feedback.md). `school` is the school's name as the list shows it. */
export const feedbackSchema = z.object({
  id: z.number(),
  category: z.string().nullish(),
  message: z.string().nullish(),
  user_id: z.number().nullish(),
  email: z.string().nullish(),
  school: z.string().nullish(),
  created_at: z.string(),
  status: feedbackStatusSchema,
  automation_type: z.string().nullish(),
  when_to_launch: z.string().nullish(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
