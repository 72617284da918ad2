import type { UploadFileAnswer } from '@stride/api';
import { uploadFilePath } from '@stride/api';
import { attachmentMessages, isPicture, isPostAttachment, notAPictureMessage } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import { editsSchools } from '../session/role-scope';
import { anyHost } from './any-host';

/** The demo keeps an uploaded image in memory as a data URL, which `<img>` shows as it is. */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Where a post attachment of the session (`demoDb.postUploads`, n from 1) is served back. */
const postFilePath = (index: number, name: string) => `api/demo-uploads/${index}/${encodeURIComponent(name)}`;

/** Which record and field an upload goes to, from its query and form field (docs/endpoints.md). */
function targetOf(query: URLSearchParams, form: FormData) {
  const organisation = demoDb.schools.find((row) => row.id === Number(query.get('organization_id')));
  const council = demoDb.councils.find((row) => row.id === Number(query.get('council_id')));
  const file = (name: string) => (form.get(name) instanceof File ? (form.get(name) as File) : null);
  if (organisation && file('organization_logo'))
    return { file: file('organization_logo')!, store: (url: string) => void (organisation.logo_url = url) };
  if (organisation && file('front_image'))
    return { file: file('front_image')!, store: (url: string) => void (organisation.front_image_url = url) };
  if (council && file('council_logo'))
    return { file: file('council_logo')!, store: (url: string) => void (council.logo_url = url) };
  return null;
}

/**
 * POST api/uploadFile: the account logo (`?notice&school_id=`, field `logo`, any admin),
 * organisation or council images (`organization_id` / `council_id`, admins who edit schools),
 * post attachments (`?notice&school_id=`, field `file`, any admin) and email-editor images (`?public=true`,
 * field `file`, kept like post attachments, the super admin's only; ADR 0077). See docs/endpoints.md row 160.
 */
export const uploadHandlers = [
  http.get(anyHost('api/demo-uploads/:index/:name'), ({ params }) => {
    const file = demoDb.postUploads[Number(params.index) - 1];
    return file
      ? new HttpResponse(file, { headers: { 'Content-Type': file.type || 'application/octet-stream' } })
      : notFoundAnswer('File');
  }),

  http.post(
    anyHost(uploadFilePath),
    asCaller(async ({ request, caller }) => {
      // An email editor image is the super admin's tooling (docs/product/automations.md, Other roles).
      if (new URL(request.url).searchParams.get('public') === 'true' && !opens(caller.role, 'automations'))
        return forbiddenAnswer('upload email template images');
      const form = await request.formData().catch(() => null);
      if (!form) return errorAnswer(422, 'invalid', notAPictureMessage);
      const logo = form.get('logo');
      if (logo !== null) {
        if (!(logo instanceof File) || !logo.type.startsWith('image/'))
          return errorAnswer(422, 'invalid_file', notAPictureMessage);
        return HttpResponse.json<UploadFileAnswer>({ url: await dataUrlOf(logo) });
      }
      const attachment = form.get('file');
      if (attachment !== null) {
        if (!(attachment instanceof File) || !isPostAttachment(attachment.name))
          return errorAnswer(422, 'invalid_file', attachmentMessages.unsupported);
        // Post images travel comma-separated, so they get a plain address (a data: URL holds a comma).
        demoDb.postUploads.push(attachment);
        return HttpResponse.json<UploadFileAnswer>({
          url: `${new URL(request.url).origin}/${postFilePath(demoDb.postUploads.length, attachment.name)}`,
        });
      }
      if (!editsSchools(caller.role)) return forbiddenAnswer('upload organisation images');
      const target = targetOf(new URL(request.url).searchParams, form);
      if (!target) return notFoundAnswer('Organisation or council image field');
      if (!isPicture(target.file.name)) return errorAnswer(422, 'invalid', notAPictureMessage);
      const url = await dataUrlOf(target.file);
      target.store(url);
      return HttpResponse.json<UploadFileAnswer>({ url });
    }),
  ),
];
