import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';

/** The spec shows `GET setAdminMessageAsRead/{id}`; the prefix is its siblings' (endpoints.md row 12). */
export const markReadPath = (id: number | string) =>
  `api/admin/administration/setAdminMessageAsRead/${encodeURIComponent(String(id))}`;

/** Answer: not shown, so any JSON object (or nothing) is accepted. */
const markReadAnswerSchema = z.looseObject({}).optional();

/** Marks an inbox message read (opening it, docs/product/inbox.md). */
export function markAdminMessageRead(client: ApiClient, id: number) {
  return client.request({ path: markReadPath(id), schema: markReadAnswerSchema });
}
