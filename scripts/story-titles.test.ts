import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One story file per Storybook title (docs/components.md, "Stories"): a title's stories are read in one
 * file, however long it grows. A file is split only where it holds two subjects, and then each part has
 * a title of its own.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** The title of a story file's meta (`const meta = { title: '…', … }`), or undefined when it has none. */
function metaTitle(source: string): string | undefined {
  const oneLine = /^const meta\b[^\n]*\{ title: (['"])(.+?)\1/m.exec(source)?.[2];
  const meta = /^const meta\b[^\n]*\{\n([\s\S]*?)^\}/m.exec(source)?.[1];
  return oneLine ?? (meta && /^ {2}title: (['"])(.+?)\1,?$/m.exec(meta)?.[2]);
}

const files = ['packages', 'apps'].flatMap((dir) => storyFiles(path.join(root, dir)));

describe('story files', () => {
  it('finds the story files and their titles', () => {
    expect(files.length).toBeGreaterThan(100);
    const untitled = files.filter((file) => !metaTitle(fs.readFileSync(file, 'utf8')));
    expect(untitled.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('has one story file per title', () => {
    const byTitle = new Map<string, string[]>();
    for (const file of files) {
      const title = metaTitle(fs.readFileSync(file, 'utf8'))!;
      byTitle.set(title, [...(byTitle.get(title) ?? []), path.relative(root, file)]);
    }
    const shared = [...byTitle].filter(([, titled]) => titled.length > 1);
    expect(Object.fromEntries(shared)).toEqual({});
  });

  it('has no story-steps modules: a story file keeps its plays', () => {
    const all = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? all(full) : /story-steps\.tsx?$/.test(entry.name) ? [full] : [];
      });
    expect(['packages', 'apps'].flatMap((dir) => all(path.join(root, dir)))).toEqual([]);
  });

  it('reads a meta title', () => {
    expect(metaTitle("const meta = {\n  title: 'Pages/Account',\n  ...pageMeta,\n} satisfies Meta;\n")).toBe(
      'Pages/Account',
    );
    expect(metaTitle("const meta = { title: 'Maps/MapLegend', tags: ['autodocs'] } satisfies Meta;\n")).toBe(
      'Maps/MapLegend',
    );
    expect(metaTitle("const meta = {\n  args: { card: { title: 'Book fair' } },\n};\n")).toBeUndefined();
  });
});
