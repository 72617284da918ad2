import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './all-handlers';
import { networkFirst } from './network-first';

const skipUnserved = networkFirst(handlers)!;
const answers = (url: string, method = 'GET') => getResponse([skipUnserved], new Request(url, { method }));

describe('networkFirst', () => {
  it('sends script chunks, fonts and pages to the network without trying the demo handlers', async () => {
    for (const url of [
      'http://localhost/assets/index-abc.js',
      'http://localhost/fonts/inter.woff2',
      'http://localhost/members/home',
    ]) {
      const response = await answers(url);
      expect(response?.headers.get('x-msw-intention')).toBe('passthrough');
    }
  });

  it('leaves every path a demo handler serves to the handlers', async () => {
    for (const url of [
      'http://localhost/api/admin/dashboard/',
      'http://localhost/demo-storage/step_datamodel/a.csv',
      'http://localhost/api/demo-uploads/1/logo.png',
    ]) {
      expect(await answers(url, 'POST')).toBeUndefined();
    }
  });

  it('skips nothing when a handler serves a path outside a folder', () => {
    expect(networkFirst([...handlers, http.get('*/logo.png', () => HttpResponse.text('logo'))])).toBeNull();
  });
});
