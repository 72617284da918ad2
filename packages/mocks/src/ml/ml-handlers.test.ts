import {
  applyModel,
  deleteMlModel,
  duplicateMlModel,
  getMlModel,
  getMlModels,
  isApiError,
  previewMlData,
  previewMlPredict,
  saveMlModel,
  trainMl,
  trainMlModel,
  uploadSurveyCsv,
} from '@stride/api';
import { emptyMlModelForm, mlModelBodyOf } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const superClient = () => signedInClient('super@demo.test');
const body = mlModelBodyOf({
  ...emptyMlModelForm,
  name: 'Bus riders',
  estimator: 'GaussianNB',
  selected_fields_json: ['journeys.distance'],
  stap_data_upload_id: '1',
});

describe('machine-learning models', () => {
  it('lists models in several trained states; saves, trains and duplicates one', async () => {
    const client = await superClient();
    expect(new Set((await getMlModels(client)).map((model) => model.trained_status))).toEqual(
      new Set(['TRAINED', 'PENDING', 'ERROR']),
    );
    const { id } = await saveMlModel(client, body);
    expect(await getMlModel(client, id)).toMatchObject({
      name: 'Bus riders',
      trained_status: 'PENDING',
      weights_json: { 'journeys.distance': 1 },
    });
    expect(await trainMl(client, id)).toMatchObject({ status: 'TRAINED', accuracy: 0.82 });
    expect((await getMlModel(client, id)).trained_status).toBe('TRAINED');
    const copy = await duplicateMlModel(client, id);
    expect((await getMlModel(client, copy.id)).name).toBe('Bus riders (copy)');
    await deleteMlModel(client, copy.id);
    expect((await getMlModels(client)).some((model) => model.id === copy.id)).toBe(false);
  });

  it('answers failures in the error field and predicts with trained models only', async () => {
    const client = await superClient();
    const refused = await rejectionOf(saveMlModel(client, { ...body, name: 'ab' }));
    expect(isApiError(refused) && refused.message).toBe('Name (3 to 80) and estimator are required');
    expect((await previewMlData(client, body, 5)).data).toHaveLength(5);
    const predicted = await previewMlPredict(client, { stap_data_upload_id: 1 }, 3, [1]);
    expect(predicted.fields).toContain('prediction_1');
    const untrained = await rejectionOf(previewMlPredict(client, { stap_data_upload_id: 1 }, 3, [3]));
    expect(isApiError(untrained) && untrained.message).toBe('Only trained models can predict');
    expect((await applyModel(client, { stap_data_upload_id: 1, model_id: 1 })).id).toBe(1001);
  });

  it('stores an uploaded survey CSV', async () => {
    const client = await superClient();
    await uploadSurveyCsv(client, {
      name: 'Summer survey',
      file: new Blob(['mode,distance\nCAR,3\nWALKING,1\n']),
      fileName: 'summer.csv',
      overwriteCache: true,
    });
    expect(demoDb.surveyUploads.at(-1)).toMatchObject({ name: 'Summer survey', rows: 2 });
  });
});

describe('survey preview', () => {
  // Rules: automations.ml-form.survey-preview-max
  it('answers at most 2,000 rows, whatever 4-digit limit is asked', async () => {
    const client = await superClient();
    const lines = Array.from({ length: 2500 }, (_, index) => `CAR,${index % 9}`);
    await uploadSurveyCsv(client, {
      name: 'Big survey',
      file: new Blob([`mode,distance\n${lines.join('\n')}\n`]),
      fileName: 'big.csv',
      overwriteCache: false,
    });
    const upload = demoDb.surveyUploads.at(-1)!;
    expect(upload.rows).toBe(2500);
    const big = { ...body, stap_data_upload_id: upload.id };
    expect((await previewMlData(client, big, 9999)).data).toHaveLength(2000);
    expect((await previewMlData(client, big, 1500)).data).toHaveLength(1500);
  });
});

describe('trainMlModel', () => {
  it('trains the form without storing it', async () => {
    const client = await superClient();
    const before = structuredClone(demoDb.mlModels);
    expect(await trainMlModel(client, body)).toMatchObject({ status: 'TRAINED', model_id: 'gaussiannb-0' });
    expect(demoDb.mlModels).toEqual(before);
  });

  it('refuses a form without a survey upload or a name (422), an unknown model (404), other roles (403)', async () => {
    const client = await superClient();
    const statusOf = async (promise: Promise<unknown>) => {
      const failure = await rejectionOf(promise);
      return isApiError(failure) ? failure.status : failure;
    };
    expect(await statusOf(trainMlModel(client, { ...body, stap_data_upload_id: null }))).toBe(422);
    expect(await statusOf(trainMlModel(client, { ...body, name: 'B' }))).toBe(422);
    expect(await statusOf(trainMlModel(client, { ...body, id: 999_999 }))).toBe(404);
    expect(await statusOf(trainMlModel(await signedInClient('school@demo.test'), body))).toBe(403);
  });
});
