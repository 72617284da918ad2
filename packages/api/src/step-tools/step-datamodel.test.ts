import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import { getCsvList, getPresignedUploadUrl, processStepCsv, stepAction } from './step-datamodel';

const { server, client } = startTestServer();

describe('step datamodel calls, by the names of their paths', () => {
  // Rules: step-tools.api.presigned-upload
  it('getPresignedUploadUrl POSTs the file with section step_datamodel and answers upload_url', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/step_datamodel/getPresignedUploadUrl', {
      upload_url: 'https://storage.example.org/up/1',
    });
    const upload = { name: 'Model', fileName: 'model.zip', contentType: 'application/zip' };
    expect(await getPresignedUploadUrl(client, upload)).toBe('https://storage.example.org/up/1');
    expect(seen[0]?.body).toEqual({ ...upload, section: 'step_datamodel' });
  });

  // Rules: step-tools.api.step-action
  it('stepAction and processStepCsv POST to step_action', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/step_datamodel/step_action', { success: true });
    await stepAction(client, 'clear_cache', 881);
    await processStepCsv(client, 'step_new.csv');
    expect(seen.map((call) => call.body)).toEqual([
      { action: 'clear_cache', council_id: 881 },
      { action: 'process_csv', csv_selection: 'step_new.csv' },
    ]);
  });

  // Rules: step-tools.api.csv-list
  it('getCsvList reads get_csv_list as a list of names', async () => {
    recordCalls(server, 'get', 'api/admin/step_datamodel/get_csv_list', { files: ['a.csv', 'b.csv'] });
    expect(await getCsvList(client)).toEqual(['a.csv', 'b.csv']);
    recordCalls(server, 'get', 'api/admin/step_datamodel/get_csv_list', { files: [1] });
    const failure = await getCsvList(client).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});
