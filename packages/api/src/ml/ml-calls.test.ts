// The machine-learning calls as the console sends them (docs/product/automations.md, Machine-learning):
// each call's method, path, payload and the answer it reads, against a recording test server.
import { emptyMlModelForm, mlModelBodyOf } from '@stride/domain';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, startTestServer } from '../testing/test-server';
import { applyModel } from './apply-model';
import { deleteMlModel, duplicateMlModel } from './ml-items';
import { getMlModel, getMlModels } from './ml-models';
import { previewMlData, previewMlPredict } from './ml-preview';
import { mlEndpoints } from './index';
import { saveMlModel, trainMl, trainMlModel } from './save-ml-model';
import { uploadSurveyCsv } from './upload-csv';

const { server, client } = startTestServer();

const record = (path: string, answer: JsonBodyType) => recordRequests(server, path, answer);

const form = mlModelBodyOf({
  ...emptyMlModelForm,
  name: 'Walkers',
  selected_fields_json: ['journeys.distance'],
  stap_data_upload_id: '2',
});
const model = {
  id: 4,
  name: 'Walkers',
  description: null,
  estimator: 'GaussianNB',
  trained_status: 'TRAINED',
  selected_fields_json: ['journeys.distance'],
};
const rows = { data: { data: [{ id: 1, 'journeys.distance': 3 }], fields: ['id', 'journeys.distance'] } };

describe('the machine-learning calls', () => {
  // Rules: automations.ml-api.list
  it('getMlModels GETs api/admin/ml/list with the bearer token and answers the list', async () => {
    const seen = record('api/admin/ml/list', { models: [model] });
    expect(await getMlModels(client)).toMatchObject([{ id: 4, name: 'Walkers', trained_status: 'TRAINED' }]);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/admin/ml/list', search: '', body: undefined, authorization: 'Bearer jwt' },
    ]);
  });

  // Rules: automations.ml-api.single
  it('getSingleMl GETs api/admin/ml/model/{id} and answers the model', async () => {
    const seen = record('api/admin/ml/model/4', { model });
    expect(await getMlModel(client, 4)).toMatchObject({ id: 4, estimator: 'GaussianNB' });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/admin/ml/model/4']);
  });

  // Rules: automations.ml-api.delete
  it('deleteItem of a model DELETEs api/admin/ml/remove/{id}', async () => {
    const seen = record('api/admin/ml/remove/4', { success: true });
    await deleteMlModel(client, 4);
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /api/admin/ml/remove/4']);
  });

  // Rules: automations.ml-api.duplicate
  it("duplicateItem of a model POSTs api/admin/ml/duplicate/{id} and answers the copy's id", async () => {
    const seen = record('api/admin/ml/duplicate/4', { id: 9 });
    expect(await duplicateMlModel(client, 4)).toEqual({ id: 9 });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/admin/ml/duplicate/4']);
  });

  // Rules: automations.ml-api.preview-data
  it('previewData POSTs the form plus limit and answers data.data rows and data.fields', async () => {
    const seen = record('api/admin/ml/previewData', rows);
    expect(await previewMlData(client, form, 20)).toEqual(rows.data);
    expect(seen).toMatchObject([
      { method: 'POST', path: '/api/admin/ml/previewData', body: { ...form, limit: 20 } },
    ]);
  });

  // Rules: automations.ml-api.preview-predict
  it('previewPredict POSTs the form plus limit and preview_models and answers data.data rows and data.fields', async () => {
    const seen = record('api/admin/ml/previewPredict', rows);
    expect(await previewMlPredict(client, { stap_data_upload_id: 2 }, 5, [4, 7])).toEqual(rows.data);
    expect(seen).toMatchObject([
      {
        method: 'POST',
        path: '/api/admin/ml/previewPredict',
        body: { stap_data_upload_id: 2, limit: 5, preview_models: [4, 7] },
      },
    ]);
  });

  // Rules: automations.ml-api.save
  it('saveMlModel POSTs the form to api/admin/ml/store and answers the id', async () => {
    const seen = record('api/admin/ml/store', { id: 12 });
    expect(await saveMlModel(client, form)).toEqual({ id: 12 });
    expect(seen).toMatchObject([{ method: 'POST', path: '/api/admin/ml/store', body: form }]);
    expect(Object.keys(seen[0]!.body as object)).toEqual(
      expect.arrayContaining([
        'name',
        'estimator',
        'selected_fields_json',
        'weights_json',
        'stap_data_upload_id',
      ]),
    );
  });

  // Rules: automations.ml-api.train
  it('trainMl POSTs api/admin/ml/train/{id}, no body', async () => {
    const seen = record('api/admin/ml/train/4', { status: 'TRAINED' });
    expect(await trainMl(client, 4)).toEqual({ status: 'TRAINED' });
    expect(seen).toMatchObject([{ method: 'POST', path: '/api/admin/ml/train/4', body: undefined }]);
  });

  // Rules: automations.ml-api.apply
  it('applyModel POSTs the upload id and the model to api/admin/ml/applyModel and answers an id', async () => {
    const seen = record('api/admin/ml/applyModel', { id: 2004 });
    expect(await applyModel(client, { stap_data_upload_id: 2, model_id: 4 })).toEqual({ id: 2004 });
    expect(seen).toMatchObject([
      { method: 'POST', path: '/api/admin/ml/applyModel', body: { stap_data_upload_id: 2, model_id: 4 } },
    ]);
  });

  // Rules: automations.ml-api.upload-csv
  it('uploadCSV POSTs a multipart form with csv_file, name and overwrite_cache', async () => {
    const seen = record('api/admin/ml/uploadCSV', { success: true });
    await uploadSurveyCsv(client, {
      name: 'Summer survey',
      file: new Blob(['mode\nCAR\n'], { type: 'text/csv' }),
      fileName: 'summer.csv',
      overwriteCache: true,
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/admin/ml/uploadCSV',
        search: '',
        body: { csv_file: 'summer.csv', name: 'Summer survey', overwrite_cache: '1' },
        authorization: 'Bearer jwt',
      },
    ]);
  });

  // Rules: automations.ml-api.paths
  it('calls only the paths the product lists under api/admin/ml', () => {
    const listed = [
      'list',
      'model/{id}',
      'train/{id}',
      'previewData',
      'previewPredict',
      'applyModel',
      'store',
      'trainMlModel',
      'remove/{id}',
      'duplicate/{id}',
      'uploadCSV',
    ].map((path) => `/api/admin/ml/${path}`);
    const declared = mlEndpoints.endpoints.map((endpoint) => endpoint.path);
    expect(declared.filter((path) => !listed.includes(path))).toEqual([]);
    expect(new Set(declared)).toEqual(new Set(listed));
  });

  // Rules: automations.ml-api.train-form
  it('trainMlModel POSTs the form to api/admin/ml/trainMlModel', async () => {
    const seen = record('api/admin/ml/trainMlModel', { status: 'TRAINED' });
    await trainMlModel(client, form);
    expect(seen).toMatchObject([{ method: 'POST', path: '/api/admin/ml/trainMlModel', body: form }]);
  });
});
