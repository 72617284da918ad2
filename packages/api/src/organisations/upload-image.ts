import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';

/** POST api/uploadFile (multipart). */
export const uploadFilePath = 'api/uploadFile';

/** Spec 3 §7: organisation uploads name `organization_logo` or `front_image`, council uploads `council_logo`. */
export type ImageUploadTarget =
  | { owner: 'organization_id'; id: number; field: 'organization_logo' | 'front_image' }
  | { owner: 'council_id'; id: number; field: 'council_logo' };

/** Answer: `{ url }` of the stored image (ADR 0054). */
export const uploadImageAnswerSchema = z.object({ url: z.string() });
export type UploadImageAnswer = z.infer<typeof uploadImageAnswerSchema>;

/** Uploads a logo or front image of an organisation or council; the server stores it on the record. */
export function uploadImage(client: ApiClient, target: ImageUploadTarget, image: Blob, fileName: string): Promise<UploadImageAnswer> {
  const body = new FormData();
  body.append(target.field, image, fileName);
  return client.request({ method: 'POST', path: uploadFilePath, query: { [target.owner]: target.id }, body, schema: uploadImageAnswerSchema });
}
