import {
  csvListPath,
  deleteStepAccountPath,
  presignedUploadUrlPath,
  stepAccountPath,
  stepAccountsPath,
  stepActionPath,
} from '@stride/api';
import { defaultStepCouncilId, stepActions, stepEntityTypes } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { demoStoragePath, storageOriginHeader } from './step-tools-data';
import { asCaller, opens } from '../session/caller';
import type { Role } from '@stride/domain';
import { anyHost } from '../handlers/any-host';
import { demoNow } from '../data/demo-calendar';
import { readJsonBody, textField } from '../handlers/read-json-body';

const superOnly = (role: Role | null) =>
  opens(role, 'step_actions') ? null : forbiddenAnswer('use the step tools');
/** Uploads announced by getPresignedUploadUrl, stored by name once their PUT arrives. */
const announced = new Map<string, string>();

/** The step tools (docs/endpoints.md): presigned upload and its PUT, step actions, the CSV list, step accounts. */
export const stepToolHandlers = [
  http.post(
    anyHost(presignedUploadUrlPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const name = textField(body, 'name');
      if (!name || !textField(body, 'fileName') || body.section !== 'step_datamodel')
        return errorAnswer(422, 'invalid', 'name, fileName and section step_datamodel are required');
      const key = `${Date.now()}-${announced.size + 1}`;
      announced.set(key, `${name}.csv`);
      // The storage host: the API's own origin (the demo), or the reference server's storage host.
      const storage = request.headers.get(storageOriginHeader) ?? new URL(request.url).origin;
      return HttpResponse.json({ upload_url: `${storage}/${demoStoragePath}/${key}` });
    }),
  ),

  http.put(anyHost(`${demoStoragePath}/:key`), async ({ params, request }) => {
    const name = announced.get(String(params.key));
    if (!name) return new HttpResponse('No such upload', { status: 403 });
    if ((await request.arrayBuffer()).byteLength === 0)
      return new HttpResponse('Empty file', { status: 400 });
    announced.delete(String(params.key));
    demoDb.stepCsvFiles.push(name);
    return new HttpResponse(null, { status: 200 });
  }),

  http.post(
    anyHost(stepActionPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      if (body.action === 'process_csv') {
        return demoDb.stepCsvFiles.includes(textField(body, 'csv_selection'))
          ? HttpResponse.json({ success: true, processed: textField(body, 'csv_selection') })
          : errorAnswer(404, 'not_found', 'No such CSV');
      }
      if (!stepActions.some((action) => action === body.action))
        return errorAnswer(422, 'invalid', 'Unknown step action');
      if (
        !demoDb.councils.some((council) => council.id === Number(body.council_id)) &&
        Number(body.council_id) !== defaultStepCouncilId
      )
        return errorAnswer(404, 'not_found', 'No such council');
      return HttpResponse.json({ success: true, action: body.action, council_id: Number(body.council_id) });
    }),
  ),

  http.get(
    anyHost(csvListPath),
    asCaller(({ caller }) => superOnly(caller.role) ?? HttpResponse.json({ files: demoDb.stepCsvFiles })),
  ),

  http.get(
    anyHost(stepAccountsPath),
    asCaller(({ caller }) => superOnly(caller.role) ?? HttpResponse.json({ accounts: demoDb.stepAccounts })),
  ),

  http.post(
    anyHost(stepAccountPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const [email, firstName, domainIds] = [
        textField(body, 'email'),
        textField(body, 'first_name'),
        textField(body, 'domain_ids'),
      ];
      const entityType = stepEntityTypes.find((type) => type === body.entity_type);
      const existing = demoDb.stepAccounts.find((account) => account.id === body.id);
      if (!email || !firstName || !domainIds || !entityType || (!existing && !textField(body, 'password')))
        return errorAnswer(
          422,
          'invalid',
          'email, first_name, entity_type, domain_ids and a password are required',
        );
      if (demoDb.stepAccounts.some((account) => account.email === email && account.id !== existing?.id))
        return errorAnswer(422, 'invalid', 'The email has already been taken.');
      if (existing) {
        // The email is fixed once the account exists (docs/product/step-tools.md).
        Object.assign(existing, { first_name: firstName, entity_type: entityType, domain_ids: domainIds });
        return HttpResponse.json({ id: existing.id });
      }
      const id = Math.max(0, ...demoDb.stepAccounts.map((account) => account.id)) + 1;
      demoDb.stepAccounts.push({
        id,
        email,
        first_name: firstName,
        entity_type: entityType,
        domain_ids: domainIds,
        status: 'INVITED',
        created_at: demoNow(),
      });
      return HttpResponse.json({ id });
    }),
  ),

  http.delete<{ id: string }>(
    anyHost(deleteStepAccountPath(':id')),
    asCaller(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const account = demoDb.stepAccounts.find((row) => row.id === Number(params.id));
      if (!account) return notFoundAnswer('Account');
      demoDb.stepAccounts.splice(demoDb.stepAccounts.indexOf(account), 1);
      return HttpResponse.json({ success: true });
    }),
  ),
];
