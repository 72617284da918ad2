import {
  applyModelPath,
  duplicateMlModelPath,
  mlModelPath,
  mlModelsPath,
  mlPreviewDataPath,
  mlPreviewPredictPath,
  removeMlModelPath,
  storeMlModelPath,
  trainMlModelPath,
  trainMlPath,
  uploadCsvPath,
} from '@stride/api';
import { mlEstimators, mlLimits, mlModelSchema, mlNameError, trainedStatus } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { predictionOf, surveyRowsOf, trainingResultOf } from './ml-models';
import { asCaller, opens } from '../session/caller';
import type { Role } from '@stride/domain';
import { anyHost } from '../handlers/any-host';
import { demoNow } from '../data/demo-calendar';
import { readJsonBody } from '../handlers/read-json-body';

/** The ML calls are the super admin's (docs/product/automations.md); failures answer `{ error }`, shown in a notification. */
const superOnly = (role: Role | null) =>
  opens(role, 'automations') ? null : forbiddenAnswer('manage machine-learning models');
const modelById = (id: unknown) => demoDb.mlModels.find((model) => model.id === Number(id));
const nextId = () => Math.max(0, ...demoDb.mlModels.map((model) => model.id)) + 1;
// The spec shows only the error field: the reason travels in it.
const mlError = (error: string) => HttpResponse.json({ error }, { status: 422 });
const limitOf = (body: Record<string, unknown>) =>
  Math.min(Number(body.limit) || 0, mlLimits.surveyPreviewMax);
const uploadOf = (body: Record<string, unknown>) =>
  demoDb.surveyUploads.find((upload) => upload.id === Number(body.stap_data_upload_id));

/** The model a store or train form describes (its id, or `newId`), or the 422 answer of a form that is not one. */
function modelOfForm(body: Record<string, unknown>, newId: number) {
  const parsed = mlModelSchema.safeParse({ ...body, id: typeof body.id === 'number' ? body.id : newId });
  if (
    !parsed.success ||
    mlNameError(parsed.data.name) ||
    !mlEstimators.some((value) => value === parsed.data.estimator)
  )
    return { problem: mlError('Name (3 to 80) and estimator are required') };
  if (parsed.data.selected_fields_json.length === 0) return { problem: mlError('Select at least one field') };
  return { model: parsed.data };
}

export const mlHandlers = [
  http.get(
    anyHost(mlModelsPath),
    asCaller(({ caller }) => superOnly(caller.role) ?? HttpResponse.json({ models: demoDb.mlModels })),
  ),

  http.get<{ id: string }>(
    anyHost(mlModelPath(':id')),
    asCaller(({ params, caller }) => {
      const model = modelById(params.id);
      return superOnly(caller.role) ?? (model ? HttpResponse.json({ model }) : notFoundAnswer('Model'));
    }),
  ),

  http.post(
    anyHost(storeMlModelPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const { model, problem } = modelOfForm(await readJsonBody(request), nextId());
      if (!model) return problem;
      const existing = modelById(model.id);
      const stored = {
        ...model,
        trained_status: existing?.trained_status ?? 'PENDING',
        model_id: existing?.model_id ?? null,
        created_at: existing?.created_at ?? demoNow(),
      };
      if (existing) demoDb.mlModels[demoDb.mlModels.indexOf(existing)] = stored;
      else demoDb.mlModels.unshift(stored);
      return HttpResponse.json({ id: stored.id });
    }),
  ),

  http.post<{ id: string }>(
    anyHost(trainMlPath(':id')),
    asCaller(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const model = modelById(params.id);
      if (!model) return notFoundAnswer('Model');
      if (!demoDb.surveyUploads.some((upload) => upload.id === model.stap_data_upload_id))
        return mlError('Choose a survey upload to train on');
      const result = trainingResultOf(model);
      Object.assign(model, { trained_status: trainedStatus, model_id: result.model_id });
      return HttpResponse.json(result);
    }),
  ),

  // Trains the model the form describes without storing anything (ADR 0109).
  http.post(
    anyHost(trainMlModelPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      if (body.id !== undefined && !modelById(body.id)) return notFoundAnswer('Model');
      const { model, problem } = modelOfForm(body, 0);
      if (!model) return problem;
      if (!uploadOf(body)) return mlError('Choose a survey upload to train on');
      return HttpResponse.json(trainingResultOf(model));
    }),
  ),

  http.post(
    anyHost(mlPreviewDataPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const upload = uploadOf(body);
      if (!upload) return mlError('Choose a survey upload to preview');
      const rows = surveyRowsOf(upload, limitOf(body));
      return HttpResponse.json({ data: { data: rows, fields: Object.keys(rows[0] ?? {}) } });
    }),
  ),

  http.post(
    anyHost(mlPreviewPredictPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const upload = uploadOf(body);
      const models = (Array.isArray(body.preview_models) ? body.preview_models : []).map(modelById);
      if (!upload || models.length === 0) return mlError('An upload id and at least one model are needed');
      if (models.some((model) => model?.trained_status !== trainedStatus))
        return mlError('Only trained models can predict');
      const rows = surveyRowsOf(upload, limitOf(body)).map((row) => ({
        ...row,
        ...Object.fromEntries(models.map((model) => [`prediction_${model!.id}`, predictionOf(model!, row)])),
      }));
      return HttpResponse.json({ data: { data: rows, fields: Object.keys(rows[0] ?? {}) } });
    }),
  ),

  http.post(
    anyHost(applyModelPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      const model = modelById(body.model_id);
      if (!uploadOf(body) || !model) return mlError('An upload id and a model are needed');
      if (model.trained_status !== trainedStatus) return mlError('Only trained models can be applied');
      return HttpResponse.json({ id: Number(body.stap_data_upload_id) * 1000 + model.id });
    }),
  ),

  http.delete<{ id: string }>(
    anyHost(removeMlModelPath(':id')),
    asCaller(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const model = modelById(params.id);
      if (!model) return notFoundAnswer('Model');
      demoDb.mlModels.splice(demoDb.mlModels.indexOf(model), 1);
      return HttpResponse.json({ success: true });
    }),
  ),

  http.post<{ id: string }>(
    anyHost(duplicateMlModelPath(':id')),
    asCaller(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const model = modelById(params.id);
      if (!model) return notFoundAnswer('Model');
      const copy = {
        ...model,
        id: nextId(),
        name: `${model.name} (copy)`,
        trained_status: 'PENDING',
        model_id: null,
        created_at: demoNow(),
      };
      demoDb.mlModels.unshift(copy);
      return HttpResponse.json({ id: copy.id });
    }),
  ),

  http.post(
    anyHost(uploadCsvPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const form = await request.formData().catch(() => null);
      const file = form?.get('csv_file');
      const name = form?.get('name');
      if (!(file instanceof File) || typeof name !== 'string' || !name.trim())
        return mlError('A name and a CSV file are needed');
      const rows = Math.max(0, (await file.text()).split('\n').filter((line) => line.trim()).length - 1);
      demoDb.surveyUploads.push({
        id: Math.max(0, ...demoDb.surveyUploads.map((upload) => upload.id)) + 1,
        name: name.trim(),
        rows,
      });
      return HttpResponse.json({ success: true });
    }),
  ),
];
