import { describe, expect, it } from 'vitest';
import { demoPassword } from '../data/demo-accounts';
import { startDemoServerForTests, testApiHost } from '../testing/demo-api';
import { pathsOf, superAdminToolAreas } from './super-admin-tools';

startDemoServerForTests();

/** Every role but the super admin, by its demo account. */
const otherRoles = [
  ['COUNCIL_ADMIN', 'council@demo.test'],
  ['MULTI_SCHOOL_ADMIN', 'multi@demo.test'],
  ['SCHOOL_ADMIN', 'school@demo.test'],
  ['ADMIN', 'product@demo.test'],
] as const;

async function tokenOf(email: string): Promise<string> {
  const answer = await fetch(new URL('api/admin/login', testApiHost), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** A handler's path with every parameter filled, on the test host. */
const urlOf = (path: string) => new URL(path.replace(/^\*\//, '').replace(/:\w+/g, '1'), testApiHost);

/** Every method and path of the tooling, as the console would call it (a body where it sends one). */
const calls = superAdminToolAreas.flatMap((area) => [
  ...area.handlers.flatMap((handler) => {
    const { method, path } = handler.info as { method: string; path: unknown };
    return typeof path === 'string' && pathsOf(area).includes(path) ? [{ method, path }] : [];
  }),
  // The reads the area makes through another area's path (the notice template).
  ...(area.paths ?? []).map((path) => ({ method: 'GET', path })),
]);

function call(token: string, method: string, path: string) {
  return fetch(urlOf(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  });
}

describe("the super admin's tooling (automations, ML, templates, step tools, integrations, CSV snapshots)", () => {
  it('covers every call of those areas, the notice template read among them', () => {
    expect(calls.length).toBeGreaterThan(45);
    expect(pathsOf(superAdminToolAreas[2]!)).toContain('*/api/admin/notification/viewNoticeTemplate/:id');
  });

  // Rules: automations.access.super-admin-only, automations.access.backend-refuses
  it.each(otherRoles)('refuses every call to a %s with 403 and a JSON message', async (_role, email) => {
    const token = await tokenOf(email);
    const paths = [...new Set(calls.map(({ method, path }) => `${method} ${path}`))];
    const answers = await Promise.all(
      paths.map(async (entry) => {
        const [method, path] = entry.split(' ') as [string, string];
        const answer = await call(token, method, path);
        const body = (await answer.json()) as { message?: unknown };
        return [entry, answer.status, typeof body.message === 'string' && body.message.length > 0] as const;
      }),
    );
    expect(answers.filter(([, status, hasMessage]) => status !== 403 || !hasMessage)).toEqual([]);
  });

  // Rules: automations.access.super-admin-only, automations.access.super-admin-answered
  it('answers the super admin, and says nothing forbidden to it', async () => {
    const token = await tokenOf('super@demo.test');
    const reads = calls.filter(({ method, path }) => method === 'GET' && !path.includes(':'));
    expect(reads.length).toBeGreaterThan(5);
    for (const { path } of reads)
      expect([path, (await call(token, 'GET', path)).status]).toEqual([path, 200]);
    const notice = await call(token, 'GET', '*/api/admin/notification/viewNoticeTemplate/:id');
    expect(notice.status).not.toBe(403);
  });

  // An email editor image (document 2, "Other": POST api/uploadFile?public=true) is the tooling's too; the
  // same path's logo and post uploads stay every admin's.
  // Rules: automations.access.backend-refuses
  it.each(otherRoles)(
    'refuses an email editor image from a %s, and takes it from the super admin',
    async (_role, email) => {
      const upload = async (token: string, query: string) => {
        const form = new FormData();
        form.append('file', new Blob(['png'], { type: 'image/png' }), 'walk.png');
        const answer = await fetch(new URL(`api/uploadFile${query}`, testApiHost), {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        return [answer.status, ((await answer.json()) as { message?: string }).message ?? ''] as const;
      };
      const refused = await upload(await tokenOf(email), '?public=true');
      expect(refused[0]).toBe(403);
      expect(refused[1]).toMatch(/^You are not allowed to /);
      expect((await upload(await tokenOf(email), '?notice&school_id=1'))[0]).toBe(200);
      expect((await upload(await tokenOf('super@demo.test'), '?public=true'))[0]).toBe(200);
    },
  );

  // Rules: automations.access.backend-refuses
  it('leaves a call without a session to the 401 of the area', async () => {
    const answer = await fetch(urlOf('*/api/admin/automations'));
    expect(answer.status).toBe(401);
  });

  it("keeps the CSV snapshot's own refusal words", async () => {
    const answer = await call(await tokenOf('school@demo.test'), 'GET', '*/api/admin/actions/csvSnapshots');
    expect(await answer.json()).toMatchObject({
      message: 'You are not authorized to generate this CSV Snapshot',
    });
  });
});
