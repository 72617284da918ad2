import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './demo-account-list';
import { serveApi, type ApiServer } from './http-server';

const consoleOrigin = 'http://console.example:5173';
const school = demoAccounts.find((account) => account.email === 'school@demo.test')!;

describe('the reference HTTP API', () => {
  let api: ApiServer;
  const lines: string[] = [];
  beforeAll(async () => {
    api = await serveApi({ allowedOrigins: [consoleOrigin], log: (line) => lines.push(line) });
  });
  afterAll(() => api.close());

  const login = (origin = consoleOrigin) =>
    fetch(new URL('api/admin/login', api.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: school.email, password: school.password }),
    });

  it("answers the console's calls with the demo's handlers, with CORS for the console's origin", async () => {
    const answer = await login();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    const body = (await answer.json()) as { token?: string; user?: { email?: string } };
    expect(body.user?.email).toBe(school.email);
    expect(lines.at(-1)).toMatch(/^POST \/api\/admin\/login 200 \d+ ms from http:\/\/console\.example:5173$/);
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
});
