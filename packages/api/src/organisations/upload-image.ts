import { uploadFileAnswerSchema, uploadFilePath, type UploadFileAnswer } from '../uploads/upload-file';
import type { ApiClient } from '../client/create-api-client';
import { mutation } from '../query/mutation';
import { councilQuery } from './council';
import { councilsQuery } from './councils';
import { organisationQuery } from './organisation';

/** docs/endpoints.md: organisation uploads name `organization_logo` or `front_image`, council uploads `council_logo`. */
export type ImageUploadTarget =
  | { owner: 'organization_id'; id: number; field: 'organization_logo' | 'front_image' }
  | { owner: 'council_id'; id: number; field: 'council_logo' };

/**
 * Uploads a logo or front image of an organisation or council to POST api/uploadFile (multipart,
 * the same call as the account logo's); the server stores it on the record. Answers `{ url }` (ADR 0054).
 */
export function uploadImage(
  client: ApiClient,
  target: ImageUploadTarget,
  image: Blob,
  fileName: string,
): Promise<UploadFileAnswer> {
  const body = new FormData();
  body.append(target.field, image, fileName);
  return client.request({
    method: 'POST',
    path: uploadFilePath,
    query: { [target.owner]: target.id },
    body,
    schema: uploadFileAnswerSchema,
  });
}

/** Uploading a logo or front image: the record it belongs to (and for a council, the councils list) is read again. */
export const uploadImageMutation = (target: ImageUploadTarget, image: Blob, fileName: string) =>
  mutation('uploadImage', (client) => uploadImage(client, target, image, fileName), {
    refreshes:
      target.owner === 'council_id'
        ? [councilQuery(target.id), councilsQuery()]
        : [organisationQuery(target.id)],
  });
