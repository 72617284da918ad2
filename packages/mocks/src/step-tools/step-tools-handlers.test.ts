import {
  deleteStepAccount,
  getPresignedUploadUrl,
  getStepAccounts,
  getCsvList,
  isApiError,
  processStepCsv,
  putToPresignedUrl,
  stepAction,
  submitStepAccount,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const superClient = () => signedInClient('super@demo.test');

describe('step tools', () => {
  // Rules: step-tools.api.presigned-upload
  it('uploads a datamodel CSV through a presigned address, lists it newest last and processes it', async () => {
    const client = await superClient();
    const url = await getPresignedUploadUrl(client, {
      name: 'step_new',
      fileName: 'new.csv',
      contentType: 'text/csv',
    });
    await putToPresignedUrl(url, new Blob(['a,b\n1,2\n']), 'text/csv');
    expect((await getCsvList(client)).at(-1)).toBe('step_new.csv');
    expect(await processStepCsv(client, 'step_new.csv')).toMatchObject({ success: true });
    expect(isApiError(await rejectionOf(putToPresignedUrl(url, new Blob(['x']), 'text/csv')))).toBe(true);
  });

  it('runs a step action for council 881 and refuses unknown ones', async () => {
    const client = await superClient();
    expect(await stepAction(client, 'clear_cache', 881)).toMatchObject({ success: true });
    expect(isApiError(await rejectionOf(stepAction(client, 'drop_everything', 881)))).toBe(true);
  });

  // Rules: step-tools.api.accounts
  it('creates, updates (email kept) and deletes step accounts', async () => {
    const client = await superClient();
    const { id } = await submitStepAccount(client, {
      id: null,
      email: 'new@council.test',
      first_name: 'Nia',
      entity_type: 'COUNCIL',
      domain_ids: '881',
      password: 'secret',
    });
    await submitStepAccount(client, {
      id,
      email: 'changed@council.test',
      first_name: 'Nia B',
      entity_type: 'DISTRICT',
      domain_ids: '12',
    });
    expect((await getStepAccounts(client)).find((account) => account.id === id)).toMatchObject({
      email: 'new@council.test',
      first_name: 'Nia B',
      entity_type: 'DISTRICT',
    });
    const taken = await rejectionOf(
      submitStepAccount(client, {
        id: null,
        email: 'new@council.test',
        first_name: 'X',
        entity_type: 'SCHOOL',
        domain_ids: '1',
        password: 'p',
      }),
    );
    expect(isApiError(taken) && taken.message).toBe('The email has already been taken.');
    await deleteStepAccount(client, id);
    expect((await getStepAccounts(client)).some((account) => account.id === id)).toBe(false);
  });
});
