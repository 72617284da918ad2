import { connect } from 'node:net';
import path from 'node:path';
import { adminMessagesPath, noticesPath } from '@stride/api';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './demo-account-list';
import { serveApi, type ApiExchange, type ApiServer } from './http-server';

const consoleOrigin = 'http://console.example:5173';
const school = demoAccounts.find((account) => account.email === 'school@demo.test')!;

/** The repository's public/ folder: the demo's pictures and letters under demo/. */
const publicFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

describe('the reference HTTP API', () => {
  let api: ApiServer;
  const lines: string[] = [];
  const exchanges: ApiExchange[] = [];
  beforeAll(async () => {
    api = await serveApi({
      allowedOrigins: [consoleOrigin],
      log: (line) => lines.push(line),
      staticRoot: publicFolder,
      storage: {},
      onExchange: (exchange) => exchanges.push(exchange),
    });
  });
  afterAll(() => api.close());

  const login = (origin = consoleOrigin) =>
    fetch(new URL('api/admin/login', api.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: school.email, password: school.password }),
    });

  /** Sends raw bytes and reads the whole answer: status, headers (lower-case names) and body. */
  const raw = (bytes: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const url = new URL(api.url);
      const socket = connect(Number(url.port), url.hostname);
      const chunks: Buffer[] = [];
      socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1];
        if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(head.slice(0, 80))}`));
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        resolve({ status: Number(status), headers, body: rest.join('\r\n\r\n') });
      });
      socket.write(Buffer.from(bytes, 'latin1'));
    });

  // Rules: session.hosting.node-answers-headers
  describe('what Node answers itself', () => {
    it.each([
      ['a request line Node cannot parse', 'NOT A REQUEST\r\n\r\n', 400],
      [
        'headers larger than Node takes',
        `GET /api/admin/alerts HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
        431,
      ],
      ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
    ] as const)(
      'answers %s itself as its other answers, in JSON with nosniff',
      async (_what, bytes, status) => {
        const answer = await raw(bytes);
        expect(answer.status).toBe(status);
        expect(answer.headers['content-type']).toBe('application/json');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
        // And it keeps serving.
        expect((await login()).status).toBe(200);
      },
    );

    it("answers the console's calls with the demo's handlers, with CORS for the console's origin", async () => {
      const answer = await login();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
      const body = (await answer.json()) as { token?: string; user?: { email?: string } };
      expect(body.user?.email).toBe(school.email);
      expect(lines.at(-1)).toMatch(
        /^POST \/api\/admin\/login 200 \d+ ms from http:\/\/console\.example:5173$/,
      );
    });
  });

  it('answers a preflight from the console, and refuses one from another origin', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('api/admin/alerts', api.url), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const admitted = await preflight(consoleOrigin);
    expect(admitted.status).toBe(204);
    expect(admitted.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const refused = await preflight('https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says 404 for a path no handler answers', async () => {
    const answer = await fetch(new URL('api/admin/nowhere', api.url), { headers: { Origin: consoleOrigin } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not Found' });
  });

  it("switches the demo's fault scenarios on and off over HTTP", async () => {
    expect((await fetch(new URL('__stride/fault/server-error', api.url), { method: 'POST' })).status).toBe(
      204,
    );
    const token = ((await (await login()).json()) as { token: string }).token;
    const failing = await fetch(new URL('api/admin/alerts', api.url), {
      headers: { Authorization: `Bearer ${token}`, Origin: consoleOrigin },
    });
    expect(failing.status).toBe(500);
    await fetch(new URL('__stride/fault/none', api.url), { method: 'POST' });
    const working = await fetch(new URL('api/admin/alerts', api.url), {
      headers: { Authorization: `Bearer ${token}`, Origin: consoleOrigin },
    });
    expect(working.status).toBe(200);
    expect((await fetch(new URL('__stride/fault/nonsense', api.url), { method: 'POST' })).status).toBe(404);
  });

  const signedIn = async () => {
    const token = ((await (await login()).json()) as { token: string }).token;
    return { Authorization: `Bearer ${token}`, Origin: consoleOrigin, 'Content-Type': 'application/json' };
  };

  it('tells onExchange of every call it answered, with the JSON body parsed, and of none of its controls', async () => {
    exchanges.length = 0;
    const headers = await signedIn();
    await fetch(new URL('api/admin/alerts', api.url), { headers });
    await fetch(new URL('api/admin/nowhere?x=1', api.url), { headers });
    await fetch(new URL('__stride/fault/server-error-page?path=*/api/admin/alerts', api.url), {
      method: 'POST',
    });
    await fetch(new URL('api/admin/alerts', api.url), { headers });
    await fetch(new URL('__stride/fault/none', api.url), { method: 'POST' });
    await fetch(new URL('api/admin/alerts', api.url), {
      method: 'OPTIONS',
      headers: { Origin: consoleOrigin },
    });
    expect(exchanges.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'POST /api/admin/login 200',
      'GET /api/admin/alerts 200',
      'GET /api/admin/nowhere 404',
      'GET /api/admin/alerts 500',
    ]);
    expect(exchanges[0]).toMatchObject({ contentType: expect.stringMatching(/^application\/json/) });
    expect(exchanges[0]!.body).toMatchObject({ user: { email: school.email } });
    expect(exchanges[2]!.body).toEqual({ message: 'Not Found' });
    expect(exchanges[3]).toMatchObject({ contentType: expect.stringMatching(/^text\/html/) });
    expect(exchanges[3]!.body).toMatch(/^<!DOCTYPE html>/);
    // An answer given under a fault says which, so a contract check can tell it from the API's own.
    expect(exchanges.map((exchange) => exchange.fault)).toEqual([
      undefined,
      undefined,
      undefined,
      'server-error-page',
    ]);
  });

  it("names the demo's pictures on its own origin and serves them from the static folder", async () => {
    const headers = await signedIn();
    const board = (await (await fetch(new URL(noticesPath, api.url), { headers })).json()) as {
      bucket_url: string;
      posts: { images: string }[];
    };
    expect(board.bucket_url).toBe(new URL('demo/notices/', api.url).href);
    const picture = board.posts
      .map((post) => post.images.split(',')[0])
      .find((image) => image?.endsWith('.svg'));
    const file = await fetch(new URL(picture!, board.bucket_url), { headers: { Origin: consoleOrigin } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(await file.text()).toMatch(/<svg/);
    // The inbox's pictures too, inside its messages.
    const inbox = (await (await fetch(new URL(adminMessagesPath, api.url), { headers })).json()) as {
      messages: { content: string }[];
    };
    const pictures = inbox.messages.flatMap((message) => [...message.content.matchAll(/src="([^"]+)"/g)]);
    expect(pictures.map(([, src]) => src)).toContain(new URL('demo/inbox/walk-week.svg', api.url).href);
    expect((await fetch(new URL('demo/inbox/walk-week.svg', api.url))).status).toBe(200);
    // Nothing outside the folder, however the path is spelt.
    for (const escape of ['demo/../../package.json', 'demo/%2e%2e/%2e%2e/package.json'])
      expect((await fetch(new URL(escape, api.url))).status).toBe(404);
  });

  it('addresses a presigned upload to its storage host, which takes the PUT with CORS', async () => {
    const headers = await signedIn();
    const superAdmin = demoAccounts.find((account) => account.email === 'super@demo.test')!;
    const token = (
      (await (
        await fetch(new URL('api/admin/login', api.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: superAdmin.email, password: superAdmin.password }),
        })
      ).json()) as { token: string }
    ).token;
    const presign = await fetch(new URL('api/admin/step_datamodel/getPresignedUploadUrl', api.url), {
      method: 'POST',
      // A browser cannot choose the storage host: the header it sends is dropped.
      headers: {
        ...headers,
        Authorization: `Bearer ${token}`,
        'X-Stride-Storage-Origin': 'https://evil.example',
      },
      body: JSON.stringify({
        name: 'step_june',
        fileName: 'june.csv',
        contentType: 'text/csv',
        section: 'step_datamodel',
      }),
    });
    const { upload_url } = (await presign.json()) as { upload_url: string };
    expect(new URL(upload_url).origin).toBe(new URL(api.storageUrl!).origin);
    expect(new URL(upload_url).origin).not.toBe(new URL(api.url).origin);
    const preflight = await fetch(upload_url, {
      method: 'OPTIONS',
      headers: { Origin: consoleOrigin, 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    const put = await fetch(upload_url, {
      method: 'PUT',
      headers: { Origin: consoleOrigin, 'Content-Type': 'text/csv' },
      body: 'a,b\n1,2\n',
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    const list = (await (
      await fetch(new URL('api/admin/step_datamodel/get_csv_list', api.url), {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { files: string[] };
    expect(list.files.at(-1)).toBe('step_june.csv');
    // The storage host answers nothing of the API.
    expect((await fetch(new URL('api/admin/alerts', api.storageUrl))).status).toBe(404);
  });

  it('admits other origins when told, from the next call on', async () => {
    const other = 'https://other.example';
    const preflight = () =>
      fetch(new URL('api/admin/alerts', api.url), {
        method: 'OPTIONS',
        headers: { Origin: other, 'Access-Control-Request-Method': 'GET' },
      });
    expect((await preflight()).status).toBe(403);
    api.setAllowedOrigins([consoleOrigin, other]);
    try {
      expect((await preflight()).headers.get('access-control-allow-origin')).toBe(other);
    } finally {
      api.setAllowedOrigins([consoleOrigin]);
    }
  });
});
