// tiptap (ProseMirror) loads only with the editor routes: never with the console's entry, the
// notice board or any other page (ADR 0012). Reads the build the e2e setup made.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { chunkGraph } from '../../../scripts/js-budgets.mjs';

const { manifest, upFront, keyOf, code } = chunkGraph(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
);

it('keeps tiptap out of every chunk but the editor routes', () => {
  const carriesTiptap = (source: string) =>
    [...upFront(keyOf(source)!)].some((chunk) => /ProseMirror/.test(code(manifest[chunk]!.file)));

  expect(carriesTiptap('index.html')).toBe(false);
  expect(carriesTiptap('features/notices/NoticeBoardPage.tsx')).toBe(false);
  expect(carriesTiptap('features/home/HomePage.tsx')).toBe(false);
  expect(carriesTiptap('features/notices/NoticeTemplatesPage.tsx')).toBe(false);
  expect(carriesTiptap('features/notices/PostEditPage.tsx')).toBe(true);
  expect(carriesTiptap('features/notices/NoticeTemplateEditor.tsx')).toBe(true);
  expect(carriesTiptap('features/automations/email-templates/EmailTemplatesPage.tsx')).toBe(false);
  expect(carriesTiptap('features/automations/email-templates/EmailTemplateEditPage.tsx')).toBe(true);
  expect(carriesTiptap('features/admin-messages/AdminMessagesPage.tsx')).toBe(false);
  expect(carriesTiptap('features/admin-messages/AdminMessageComposer.tsx')).toBe(true);
});
