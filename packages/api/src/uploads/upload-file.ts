import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

export const uploadFilePath = 'api/uploadFile';

/** Answer of POST api/uploadFile: `{ url }`, where the stored file lives (endpoints.md row 160). */
export const uploadFileAnswerSchema = z.object({ url: z.string() });
/** The query flags the upload calls send (each call sends some of them). */
const uploadFileQuerySchema = z.object({
  notice: z.string().optional(),
  school_id: z.string().optional(),
  public: z.literal('true').optional(),
  organization_id: z.number().optional(),
  council_id: z.number().optional(),
});
export type UploadFileAnswer = z.infer<typeof uploadFileAnswerSchema>;

/**
 * Uploads an account logo (docs/endpoints.md): POST api/uploadFile?notice&school_id={school_id}, multipart
 * with the file in field `logo`. Returns the stored file's address.
 */
export function uploadLogo(client: ApiClient, schoolId: number | null, logo: Blob, fileName: string) {
  return uploadNoticeFile(client, schoolId, 'logo', logo, fileName);
}

/**
 * The same call for a post attachment (docs/endpoints.md): field `file` (ADR 0055), a picture already
 * downscaled or a pdf as chosen. Returns the stored file's address.
 */
export function uploadPostFile(client: ApiClient, schoolId: number | null, file: Blob, fileName: string) {
  return uploadNoticeFile(client, schoolId, 'file', file, fileName);
}

async function uploadNoticeFile(
  client: ApiClient,
  schoolId: number | null,
  field: 'logo' | 'file',
  file: Blob,
  fileName: string,
) {
  const form = new FormData();
  form.append(field, file, fileName);
  const path = `${uploadFilePath}?notice&school_id=${encodeURIComponent(String(schoolId ?? ''))}`;
  return (await client.request({ method: 'POST', path, body: form, schema: uploadFileAnswerSchema })).url;
}

/** An email editor image (docs/endpoints.md): POST api/uploadFile?public=true, field `file` (ADR 0077). Returns its public address. */
export async function uploadPublicImage(client: ApiClient, image: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', image, fileName);
  return (
    await client.request({
      method: 'POST',
      path: `${uploadFilePath}?public=true`,
      body: form,
      schema: uploadFileAnswerSchema,
    })
  ).url;
}

export const uploadFileEndpoint = /* @__PURE__ */ endpoint({
  name: 'uploadFile',
  method: 'POST',
  path: uploadFilePath,
  summary:
    "Uploads a file (multipart): a post's file or logo (notice, school_id), a public image (public=true), or an organisation's or council's image (organization_id, council_id); answers its address",
  query: uploadFileQuerySchema,
  upload: true,
  answer: uploadFileAnswerSchema,
});
