import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` fails on an unformatted file, a cross-feature import, a hand-paired SWR read, an swr
 * subpath outside the hook files, a hand-made cache write in a feature, a cycle and a role compared with
 * a literal outside domain's access rules (in ui, console, mocks and domain production code).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const fixtures = path.join(root, 'apps/console/src/app/lint-rules-fixture');

const rulesBroken = async (code: string, file: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
};

describe('lint rules', () => {
  beforeAll(() => {
    fs.mkdirSync(fixtures, { recursive: true });
    fs.writeFileSync(
      path.join(fixtures, 'a.ts'),
      "import { b } from './b';\n\nexport const a = () => b();\n",
    );
    fs.writeFileSync(path.join(fixtures, 'b.ts'), "import { a } from './a';\n\nexport const b = () => a;\n");
  });
  afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));

  it('finds an unformatted file', async () => {
    const options = { ...(await prettier.resolveConfig(path.join(root, 'x.ts'))), filepath: 'x.ts' };
    expect(await prettier.check('export const x = {a:1}\n', options)).toBe(false);
    expect(await prettier.check('export const x = { a: 1 };\n', options)).toBe(true);
  });

  it('forbids a feature importing another feature', async () => {
    const code =
      "import { NoticeBoardPage } from '../notices/NoticeBoardPage';\n\nexport const page = NoticeBoardPage;\n";
    expect(await rulesBroken(code, 'apps/console/src/features/maps/Example.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
    const shared =
      "import { ListToolbar } from '../../app/page-sections.styles';\n\nexport const bar = ListToolbar;\n";
    expect(await rulesBroken(shared, 'apps/console/src/features/maps/Example.tsx')).toEqual([]);
  });

  it('forbids pairing an SWR key and a fetcher by hand in the console', async () => {
    const code = "import useSWR from 'swr';\n\nexport const useThing = () => useSWR('k', () => 1);\n";
    expect(await rulesBroken(code, 'apps/console/src/features/maps/useThing.ts')).toContain(
      'no-restricted-syntax',
    );
  });

  it('forbids comparing a role with a literal in ui and console code, not in tests or access rules', async () => {
    const compared =
      "import type { Role } from '@stride/domain';\n\nexport const x = (role: Role) => role === 'SUPERADMIN';\n";
    const listed =
      "import type { Role } from '@stride/domain';\n\nexport const x = (role: Role) => ['SUPERADMIN', 'ADMIN'].includes(role);\n";
    expect(await rulesBroken(compared, 'packages/ui/src/maps/Example.tsx')).toContain('no-restricted-syntax');
    expect(await rulesBroken(listed, 'apps/console/src/features/maps/Example.tsx')).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken(compared, 'packages/ui/src/maps/Example.test.ts')).toEqual([]);
    expect(await rulesBroken(compared, 'packages/domain/src/access/example.ts')).toEqual([]);
  });

  it('forbids comparing a role with a literal in the demo backend and domain areas, not in seed data or benches', async () => {
    const compared =
      "import type { Role } from '@stride/domain';\n\nexport const x = (role: Role) => role !== 'SUPERADMIN';\n";
    expect(await rulesBroken(compared, 'packages/mocks/src/feedback/example.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken(compared, 'packages/domain/src/notices/example.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken(compared, 'packages/mocks/src/data/example.ts')).toEqual([]);
    expect(await rulesBroken(compared, 'packages/mocks/src/metrics/example.bench.ts')).toEqual([]);
    expect(await rulesBroken(compared, 'packages/mocks/src/feedback/example.test.ts')).toEqual([]);
  });

  it('forbids swr subpaths outside the hook files', async () => {
    const code =
      "import useSWRInfinite from 'swr/infinite';\n\nexport const usePages = () => useSWRInfinite(() => null, () => 1);\n";
    expect(await rulesBroken(code, 'apps/console/src/features/maps/usePages.ts')).toContain(
      'no-restricted-syntax',
    );
  });

  it('forbids a feature writing to the cache by hand', async () => {
    const code =
      "import { useQuery } from '../../app/useQuery';\nimport { alertsQuery } from '@stride/api';\n\nexport const useReload = () => {\n  const alerts = useQuery(alertsQuery());\n  return () => alerts.mutate();\n};\n";
    expect(await rulesBroken(code, 'apps/console/src/features/home/useReload.ts')).toContain(
      'no-restricted-syntax',
    );
    const refresh = code.replace('alerts.mutate()', 'alerts.refresh()');
    expect(await rulesBroken(refresh, 'apps/console/src/features/home/useReload.ts')).toEqual([]);
  });

  it('forbids an import cycle', async () => {
    const results = await eslint.lintFiles([path.join(fixtures, 'a.ts')]);
    expect(results[0]!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
