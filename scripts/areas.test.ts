import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One name per product area: a product area has the same folder name in every package that has a part
 * of it (domain, api, mocks, ui, console features). Any other folder is one of a package's named shared
 * folders. A new folder either joins an area by its name or is added here on purpose.
 */
const areas = [
  'account',
  'actions',
  'admin-messages',
  'automations',
  'csv-snapshot',
  'feedback',
  'home',
  'inbox',
  'integrations',
  'maps',
  'metrics',
  'ml',
  'notices',
  'organisations',
  'people',
  'session',
  'step-tools',
  'travel-directory',
];

const shared: Record<string, string[]> = {
  'packages/domain/src': ['access', 'files', 'forms', 'lists', 'pictures', 'text'],
  'packages/api/src': ['client', 'contract', 'query', 'testing', 'uploads'],
  'packages/mocks/src': ['answers', 'data', 'handlers', 'testing'],
  'packages/ui/src': [
    'charts',
    'components',
    'docs',
    'editor',
    'files',
    'foundations',
    'icons',
    'navigation',
    'pictures',
    'primitives',
    'storybook',
    'theme',
  ],
  'apps/console/src/features': ['layout', 'screens'],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const foldersOf = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('product areas', () => {
  it.each(Object.keys(shared))('%s has only area folders and its named shared folders', (dir) => {
    const strangers = foldersOf(dir).filter((name) => !areas.includes(name) && !shared[dir]!.includes(name));
    expect(strangers).toEqual([]);
  });

  it('names every area in domain and api', () => {
    const missing = areas.filter(
      (area) =>
        !foldersOf('packages/domain/src').includes(area) && !foldersOf('packages/api/src').includes(area),
    );
    expect(missing).toEqual([]);
  });

  it.each(['packages/domain/src', 'packages/api/src', 'packages/ui/src'])(
    '%s lists each area in one index',
    (dir) => {
      const barrel = fs.readFileSync(path.join(root, dir, 'index.ts'), 'utf8');
      for (const area of foldersOf(dir).filter((name) => areas.includes(name))) {
        expect(fs.existsSync(path.join(root, dir, area, 'index.ts')), `${dir}/${area}/index.ts`).toBe(true);
        // The ui's maps carry deck.gl: they have their own entry (@stride/ui/map), never the main barrel.
        if (dir === 'packages/ui/src' && area === 'maps') expect(barrel).not.toContain(`'./${area}'`);
        else expect(barrel, `${dir}/index.ts exports ./${area}`).toContain(`from './${area}'`);
      }
    },
  );
});
