// The production server over HTTP, as a deployer starts it beside a build: it serves the policy the
// build decided, also for a relative API address behind a reverse proxy (which once stopped it at start).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveConsole } from './console-server.mjs';

const builds: string[] = [];
afterEach(() => {
  for (const dir of builds.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder laid out like a build: its page and the deployment its build wrote. */
function buildWith(deployment: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'stride-console-server-'));
  builds.push(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Stride</title>');
  writeFileSync(path.join(root, 'deployment.json'), JSON.stringify(deployment));
  return root;
}

describe('the production server beside a build', () => {
  it('starts for a relative API address, given it again or not, and admits only its own origin', async () => {
    const root = buildWith({ apiUrl: '/backend/' });
    for (const env of [{}, { VITE_API_URL: '/backend/' }]) {
      const server = await serveConsole({ root, env });
      try {
        const answer = await fetch(new URL('members/home', server.url));
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-security-policy')).toContain("connect-src 'self' data: blob:;");
      } finally {
        await server.close();
      }
    }
  });

  it('refuses to start when told another API than its build calls, saying what to do', async () => {
    const root = buildWith({ apiUrl: 'https://api.example.org/' });
    await expect(serveConsole({ root, env: { VITE_API_URL: 'https://other.example.org/' } })).rejects.toThrow(
      /build again with the new value, or serve without VITE_API_URL/,
    );
  });
});
