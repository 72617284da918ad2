import { emptyMlModelForm, mlModelBodyOf } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import { trainMl, trainMlModel } from './save-ml-model';

const { server, client } = startTestServer();
const body = mlModelBodyOf({ ...emptyMlModelForm, name: 'Walkers', stap_data_upload_id: '2' });
const result = { status: 'TRAINED', model_id: 'gaussiannb-0', accuracy: 0.82 };

describe('training calls', () => {
  it('trainMlModel POSTs the model form to ml/trainMlModel and answers the training result', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/ml/trainMlModel', result);
    expect(await trainMlModel(client, body)).toEqual(result);
    expect(seen).toEqual([{ path: '/api/admin/ml/trainMlModel', body }]);
  });

  it('trainMl POSTs nothing to ml/train/{id}', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/ml/train/8', result);
    expect(await trainMl(client, 8)).toEqual(result);
    expect(seen).toEqual([{ path: '/api/admin/ml/train/8', body: undefined }]);
  });

  it('passes the server error of a refused training on', async () => {
    recordCalls(
      server,
      'post',
      'api/admin/ml/trainMlModel',
      { error: 'Choose a survey upload to train on' },
      422,
    );
    const failure = await trainMlModel(client, body).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.status).toBe(422);
  });
});
