import { z } from 'zod';

/** A day as the jobs list shows it (YYYY-MM-DD), as a date field gives it. */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The jobs modal's queue form (storeJob, ADR 0109): which automation, from which day; every school. */
export const queueJobFormSchema = z.object({
  automation_id: z.string().min(1, 'Choose an automation'),
  from_date: z.string().regex(dayPattern, 'Choose the day it runs from'),
});
export type QueueJobFormValues = z.input<typeof queueJobFormSchema>;

export const emptyQueueJobForm: QueueJobFormValues = { automation_id: '', from_date: '' };

/** The storeJob body of a checked form: no schools picked is every school. */
export const queueJobBodyOf = (values: QueueJobFormValues) => ({
  automation_id: Number(values.automation_id),
  from_date: values.from_date,
  organization_ids: [] as number[],
});
