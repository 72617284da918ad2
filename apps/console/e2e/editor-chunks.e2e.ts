// tiptap (ProseMirror) loads only with the editor routes: never with the console's entry, the
// notice board or any other page (ADR 0012).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';
import { afterAll, expect, it } from 'vitest';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'stride-editor-chunks-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('keeps tiptap out of every chunk but the editor routes', async () => {
  await build({ root: consoleRoot, configFile: path.join(consoleRoot, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const code = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  // The files a chunk loads up front: itself and its static imports, never its dynamic ones.
  const upFront = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) upFront(imported, seen);
    return seen;
  };
  const carriesTiptap = (key: string) => [...upFront(key)].some((chunk) => /ProseMirror/.test(code(manifest[chunk]!.file)));
  const keyOf = (source: string) => Object.keys(manifest).find((key) => key.endsWith(source))!;

  expect(carriesTiptap(keyOf('index.html'))).toBe(false);
  expect(carriesTiptap(keyOf('features/noticeboard/NoticeBoardPage.tsx'))).toBe(false);
  expect(carriesTiptap(keyOf('features/home/HomePage.tsx'))).toBe(false);
  expect(carriesTiptap(keyOf('features/notice-templates/NoticeTemplatesPage.tsx'))).toBe(false);
  expect(carriesTiptap(keyOf('features/noticeboard/PostEditPage.tsx'))).toBe(true);
  expect(carriesTiptap(keyOf('features/notice-templates/NoticeTemplateEditor.tsx'))).toBe(true);
  expect(carriesTiptap(keyOf('features/automations/email-templates/EmailTemplatesPage.tsx'))).toBe(false);
  expect(carriesTiptap(keyOf('features/automations/email-templates/EmailTemplateEditPage.tsx'))).toBe(true);
});
