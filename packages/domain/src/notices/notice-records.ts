import { z } from 'zod';
import { numericSchema } from '../metrics/numeric';
import {
  publishedNoticeStatus,
  removedNoticeStatus,
  verifiedWithoutNotificationStatus,
} from './notice-labels';

/** A notice template in the list (docs/product/notices.md). */
export const noticeTemplateSchema = z.object({
  id: z.number(),
  template_title: z.string(),
  category: z.string().nullish(),
  template_type: numericSchema,
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type NoticeTemplate = z.infer<typeof noticeTemplateSchema>;

/** Deleting a template an automation uses (docs/product/notices.md). */
export const templateInUseCode = 'automation_uses_this_template';
export const templateMessages = {
  inUse: 'One ore more automations used this template.!',
  deleteQuestion: 'Are you sure you want to delete it?',
  deleted: 'Deleted!',
  saved: 'Saved',
} as const;

/** A notice waiting for verification (docs/product/notices.md). */
export const pendingNoticeSchema = z.object({ id: z.number(), school: z.string(), message: z.string() });
export type PendingNotice = z.infer<typeof pendingNoticeSchema>;

/** Verify (1), verified without notification (5) or remove (0) (docs/product/notices.md). */
export const pendingNoticeActions = [
  { status: publishedNoticeStatus, label: 'Verify' },
  { status: verifiedWithoutNotificationStatus, label: 'No notif' },
  { status: removedNoticeStatus, label: 'Remove' },
] as const;
export type PendingNoticeStatus = (typeof pendingNoticeActions)[number]['status'];

/** Who a post went to (the audience answer, docs/endpoints.md). */
export const noticeAudienceSchema = z.object({
  schools: z.array(z.string()).default([]),
  years: z.array(z.string()).default([]),
  groups: z.array(z.string()).default([]),
});
