// The production server (`npm start`: scripts/console-server.mjs on scripts/static-server.mjs) under
// hostile requests. It runs in a child process, as in production, so a request that throws would end
// that process and the tests would see it gone.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ChildProcess;
let baseUrl: URL;

/** A folder laid out like the console's build: index.html, hashed assets, a dot-folder. */
function fakeDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Stride</title>');
  writeFileSync(path.join(root, 'assets', 'main-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(root, '.vite', 'manifest.json'), '{}');
  return root;
}

beforeAll(async () => {
  const serverModule = path.join(import.meta.dirname, 'console-server.mjs');
  const script = `const { serveConsole } = await import(${JSON.stringify(serverModule)});
const { url } = await serveConsole({ root: ${JSON.stringify(fakeDist())} });
console.log(url);`;
  server = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<URL>((resolve, reject) => {
    server.stdout!.once('data', (data: Buffer) => resolve(new URL(data.toString().trim())));
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
});

afterAll(() => {
  server.kill();
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Sends `request` as raw bytes and reads the whole answer (the server closes after it). */
function raw(request: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(baseUrl.port), baseUrl.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const match = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
      if (!match) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 80))}`));
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(match[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
  });
}

const request = (method: string, target: string, headers: string[] = []) =>
  raw(
    [`${method} ${target} HTTP/1.1`, `Host: ${baseUrl.host}`, ...headers, 'Connection: close', '', ''].join(
      '\r\n',
    ),
  );

async function expectStillServing() {
  expect(server.exitCode).toBeNull();
  const answer = await request('GET', '/members/home');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<title>Stride</title>');
}

describe('the production server', () => {
  it.each(['/%', '/%zz', '/%c0', '/members/%E0%A4%A', '/a%00b'])(
    'answers %s, a path that does not decode, with 400 and keeps serving',
    async (target) => {
      const answer = await request('GET', target);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      await expectStillServing();
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and the methods it allows',
    async (method) => {
      const answer = await request(method, '/members/home', ['Content-Length: 0']);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body).not.toContain('<title>');
    },
  );

  it('caches hashed assets for a year, and never the single-page fallback', async () => {
    const asset = await request('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await request('GET', '/members/home');
    expect(page.headers['cache-control']).toBe('no-cache');
    const noDot = await request('GET', '/assets/main');
    expect(noDot.status).toBe(404);
    expect(noDot.headers['cache-control']).not.toContain('immutable');
  });

  it('gives every answer a Content-Type and the security headers', async () => {
    for (const [target, status] of [
      ['/', 200],
      ['/assets/missing.js', 404],
      ['/.vite/manifest.json', 403],
      ['/%', 400],
    ] as const) {
      const answer = await request('GET', target);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBeTruthy();
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  // Rules: session.hosting.node-answers-headers
  describe('what Node answers itself', () => {
    it.each([
      ['a request line Node cannot parse', 'NOT A REQUEST\r\n\r\n', 400],
      [
        'headers larger than Node takes',
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
        431,
      ],
      ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
    ] as const)('answers %s itself with every security header too', async (_what, bytes, status) => {
      const answer = await raw(bytes);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
      await expectStillServing();
    });
  });

  it('sends Strict-Transport-Security when a proxy in front says the request came over HTTPS', async () => {
    const answer = await request('GET', '/', ['X-Forwarded-Proto: https']);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers any request line and headers, however malformed, and keeps serving', async () => {
    const pieces = [
      '/',
      '%',
      '%zz',
      '%c0',
      '%E0%A4%A',
      '%2e%2e',
      '..',
      '.',
      'assets',
      'members',
      '?',
      '#',
      '\\',
      ' ',
      '\0',
    ];
    const target = fc.oneof(
      fc
        .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength: 8 })
        .map((parts) => `/${parts.join('')}`),
      fc
        .string({ unit: 'binary', maxLength: 40 })
        .map((text) => Buffer.from(text, 'utf8').toString('latin1')),
      fc.constantFrom('*', 'http://[', '//evil.example/x', 'http://localhost/..%2f..%2fetc/passwd', ''),
    );
    const method = fc.oneof(
      fc.constantFrom(
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'DELETE',
        'OPTIONS',
        'TRACE',
        'CONNECT',
        'PATCH',
        'PROPFIND',
      ),
      fc.string({ minLength: 1, maxLength: 10 }),
    );
    const header = fc
      .tuple(
        fc.oneof(
          fc.constantFrom('Accept-Encoding', 'X-Forwarded-Proto', 'Range', 'If-None-Match', 'Cookie'),
          fc.string({ maxLength: 12 }),
        ),
        fc.oneof(
          fc.constantFrom('gzip', 'https', 'bytes=5-1', '*'),
          fc.string({ unit: 'binary', maxLength: 30 }),
        ),
      )
      .map(([name, value]) => `${name}: ${Buffer.from(value, 'utf8').toString('latin1')}`);
    await fc.assert(
      fc.asyncProperty(method, target, fc.array(header, { maxLength: 4 }), async (m, t, hs) => {
        const answer = await request(m, t, hs);
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.headers['content-type']).toBeTruthy();
        expect(server.exitCode).toBeNull();
      }),
      { numRuns: 300 },
    );
    await expectStillServing();
  });
});
