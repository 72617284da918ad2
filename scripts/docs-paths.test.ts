import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs are the guide for someone who has only the clone: every file they name must be there.
 * A path is taken from a relative markdown link, or from a backticked span that looks like a path:
 * - one that starts at the repository's root (`apps/…`, `scripts/…`, `vitest.config.ts`) must exist as
 *   written (an extension may be left out), or be a git-ignored output (`storybook-static/`);
 * - a shorter one (`features/home/HomePage.tsx`, `app/useQuery.ts`, `routes.tsx`) must be the end of
 *   some file's or folder's path in the repository.
 * URLs, globs (`*`), placeholders (`<id>`, `{id}`), routes (`/members/…`), API paths (`api/…`) and npm
 * import paths (`@stride/ui/map`, `storybook/test`) are not file paths and are left alone.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
/** What `npm run tokens` writes (git-ignored, made by `npm ci`): the docs may name it. */
const generated = ['packages/ui/src/theme/generated/tokens.css', 'packages/ui/src/theme/generated/theme.ts'];
const known = new Set<string>();
for (const file of [...tracked, ...generated]) {
  const parts = file.split('/');
  for (let i = 1; i <= parts.length; i += 1) known.add(parts.slice(0, i).join('/'));
}
const knownList = [...known];

/** The repository's top-level files and folders: a path starting with one is written from the root. */
const rootEntries = new Set(tracked.map((file) => file.split('/')[0]!));
/** Folder names inside the apps and packages: `features/…`, `app/…`, `data/…` name files there. */
const trackedFiles = new Set(tracked);
const productAreas = new Set(
  knownList
    .filter((entry) => /^apps\/console\/src\/features\/[^/]+$/.test(entry))
    .map((entry) => entry.split('/').pop()!),
);
/** Folder names inside the apps and packages, except the product areas' names, which start API paths too. */
const codeFolders = new Set(
  knownList
    .filter((entry) => /^(apps|packages)\/[^/]+\/./.test(entry) && !trackedFiles.has(entry))
    .map((entry) => entry.split('/').pop()!)
    .filter((name) => !productAreas.has(name) && name !== 'ml'),
);

const dependencyNames = new Set<string>();
for (const manifest of [
  'package.json',
  ...tracked.filter((file) => /^(apps|packages)\/[^/]+\/package\.json$/.test(file)),
]) {
  const json = JSON.parse(fs.readFileSync(path.join(root, manifest), 'utf8')) as Record<string, unknown>;
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const name of Object.keys((json[field] as Record<string, string> | undefined) ?? {})) {
      dependencyNames.add(name.startsWith('@') ? name.split('/')[0]! : name);
    }
  }
}

const fileExtension = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|json|md|mdx|css|html|png|svg|pdf|yml|yaml|sh)$/;
/** A file name alone: `routes.tsx`, `visual-check.mjs` (a lone `x.md` is more often a token: `breakpoint.md`). */
const fileName = /^[\w@-]+(\.[\w-]+)*\.(ts|tsx|mts|mjs|cjs|js|jsx|json|css|html|png|svg|pdf|sh)$/;
const extensionsToTry = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '.mdx', '.json', '/index.ts'];

const ignoredCache = new Map<string, boolean>();
const isIgnored = (file: string) => {
  if (!ignoredCache.has(file)) {
    let ignored = true;
    try {
      git('check-ignore', '-q', '--no-index', file);
    } catch {
      try {
        git('check-ignore', '-q', '--no-index', `${file}/`);
      } catch {
        ignored = false;
      }
    }
    ignoredCache.set(file, ignored);
  }
  return ignoredCache.get(file)!;
};

/** A backticked span worth checking, without a trailing slash or `:line`; else null. */
function pathIn(span: string): string | null {
  let text = span.trim().replace(/:\d+(-\d+)?$/, '');
  if (!/^\.{0,2}\/?[\w@.-]+(\/[\w@.-]+)*\/?$/.test(text)) return null; // spaces, globs, placeholders, …
  if (/^[a-z]+:/i.test(text) || text.startsWith('/') || text.startsWith('@')) return null; // URL, route
  if (/^api\//.test(text)) return null; // an endpoint
  text = text.replace(/^\.\//, '').replace(/\/$/, '');
  const first = text.split('/')[0]!;
  if (rootEntries.has(first)) return text;
  if (!text.includes('/')) return fileName.test(text) ? text : null; // a word, `.ts`, `theme.space.md`
  // A dependency's own file (`world-atlas/land-50m.json`) or import path (`storybook/test`).
  if (dependencyNames.has(first) || fs.existsSync(path.join(root, 'node_modules', first))) return null;
  if (isIgnored(first)) return text; // a build output: `dist/.vite/manifest.json`
  if (fileExtension.test(text)) return text;
  return codeFolders.has(first) ? text : null; // else a route or an endpoint (`feedback/changeStatus`)
}

/** Where a path named in a doc is, or null when it is nowhere. */
function exists(named: string, fromRoot: boolean): boolean {
  if (fromRoot) {
    return extensionsToTry.some(
      (ext) => known.has(named + ext) || fs.existsSync(path.join(root, named + ext)),
    )
      ? true
      : isIgnored(named);
  }
  const tails = extensionsToTry.map((ext) => `/${named}${ext}`);
  return known.has(named) || knownList.some((file) => tails.some((tail) => file.endsWith(tail)));
}

/** A path followed by "(removed)" is named on purpose: an ADR telling what a decision took away. */
const removed = /^\s*\((removed|deleted|gone)\b/;

/** Every path a markdown file names, with its line. */
export function pathsNamedIn(
  markdown: string,
  docPath: string,
): { line: number; named: string; problem: string | null }[] {
  const found: { line: number; named: string; problem: string | null }[] = [];
  const lines = markdown.split('\n');
  let fenced = false;
  lines.forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    const line = index + 1;
    if (fenced) return;
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      const file = decodeURIComponent(target.replace(/[#?].*$/, ''));
      if (!file) continue;
      const resolved = path.relative(root, path.resolve(root, path.dirname(docPath), file));
      if (resolved.startsWith('..') || path.isAbsolute(resolved)) {
        found.push({ line, named: target, problem: 'points outside the repository' });
      } else {
        found.push({ line, named: target, problem: exists(resolved, true) ? null : 'does not exist' });
      }
    }
    for (const match of text.matchAll(/`([^`\n]+)`/g)) {
      const named = pathIn(match[1]!);
      if (!named || removed.test(text.slice(match.index + match[0].length))) continue;
      const first = named.split('/')[0]!;
      const fromRoot = rootEntries.has(first) || (named.includes('/') && isIgnored(first));
      found.push({ line, named, problem: exists(named, fromRoot) ? null : 'does not exist' });
    }
  });
  return found;
}

const docs = tracked
  .filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))
  .concat(
    // Docs being written are checked before they are committed.
    fs.existsSync(path.join(root, 'docs'))
      ? fs
          .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
          .map((file) => `docs/${file.split(path.sep).join('/')}`)
          .filter((file) => file.endsWith('.md') && !tracked.includes(file))
      : [],
  );

describe('paths named in the docs', () => {
  it('finds the docs', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
  });

  it.each(docs)('%s names only files that exist', (doc) => {
    const missing = pathsNamedIn(fs.readFileSync(path.join(root, doc), 'utf8'), doc)
      .filter((entry) => entry.problem)
      .map((entry) => `${doc}:${entry.line}: ${entry.named} ${entry.problem}`);
    expect(missing).toEqual([]);
  });

  it('catches a renamed file and leaves URLs, globs, placeholders, routes and imports alone', () => {
    const named = (markdown: string) =>
      pathsNamedIn(markdown, 'docs/example.md').map(({ named, problem }) => `${named}: ${problem ?? 'ok'}`);
    expect(
      named(
        [
          '`scripts/visual-check.mjs`, `scripts/visual.mjs`, `features/layout/MembersLayout.tsx`, `menu-icons.ts`,',
          '`features/home/HomePage`, `features/user-info/UserInfoPage`, [the ADRs](decisions/README.md),',
          '[gone](decisions/0000-nothing.md), [outside](../../shared/spec.md), `school-creation/store`',
          '`https://maplibre.org/x.json`, `*.stories.tsx`, `visual/baselines/<story id>.png`, `/members/home`,',
          '`api/admin/alerts`, `@stride/ui/map`, `storybook/test`, `react-dom/client`, `stride-demo`,',
          '`scripts/visual.mjs` (removed), `visual/diff/`, `apps/console/dist/.vite/manifest.json`, `.ts`',
        ].join('\n'),
      ),
    ).toEqual([
      'scripts/visual-check.mjs: ok',
      'scripts/visual.mjs: does not exist',
      'features/layout/MembersLayout.tsx: ok',
      'menu-icons.ts: does not exist',
      'decisions/README.md: ok',
      'features/home/HomePage: ok',
      'features/user-info/UserInfoPage: does not exist',
      'decisions/0000-nothing.md: does not exist',
      '../../shared/spec.md: points outside the repository',
      'visual/diff: ok',
      'apps/console/dist/.vite/manifest.json: ok',
    ]);
  });
});

/**
 * A clone is all a reader has: no file refers to a tracker's issue numbers, to files outside the
 * repository (the specification's folder, someone's machine) or to the sections and documents of the
 * product specification, which lives outside it ("spec 3 §2", "S1 §4": name the area's file in
 * docs/product, or docs/endpoints.md, instead). Pictures, the lock file and the vendored service worker
 * are not read.
 */
const self = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');
const textFiles = tracked.filter(
  (file) =>
    file !== self &&
    !file.startsWith('visual/') &&
    file !== 'package-lock.json' &&
    file !== 'public/mockServiceWorker.js' &&
    !/\.(png|jpe?g|gif|webp|pdf|ico|woff2?|ttf)$/i.test(file),
);
const references: [RegExp, string][] = [
  [/\b(issue|ticket|pull request|PR)s? ?#?\d+/i, 'an issue number'],
  [/\(#\d+\)/, 'an issue number'],
  [/\.\.\/shared\b/, 'a path outside the repository'],
  [/(^|[\s`'"(])\/work\//, 'a path outside the repository'],
  [/\bARCHITECTURE\.md\b/, 'a file outside the repository (docs/architecture.md is the one inside)'],
  [/(?<![\w./-])(spec|specification)(\/| folder\b|'s folder\b)/i, 'a path outside the repository'],
  [
    /(\b(spec|specification|S[123])\s*([123]\s*)?)?§\s*\d+/i,
    'a section of the specification outside the repository',
  ],
  [/\b(spec|specification)\s+[123]\b(?!\s*§)/i, 'a document of the specification outside the repository'],
];

/**
 * Where a spec place (`1 §2 Maps`) can be followed inside the repository: the rule rows of docs/product
 * cite the section they come from, and docs/product/spec-sections.md lists every section by its title;
 * docs/testing.md and the trace check (scripts/trace.*) explain and read those citations.
 */
const citesListedSections = (file: string) =>
  file.startsWith('docs/product/') || file === 'docs/testing.md' || file.startsWith('scripts/trace.');
const sectionCitation = 'a section of the specification outside the repository';

/** What each pattern finds in a line of text. */
const hits = (text: string) => references.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);

describe('references a clone cannot follow', () => {
  it('no tracked file names an issue number, a path outside the repository or a section of the specification', () => {
    const found: string[] = [];
    for (const file of textFiles) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) continue;
      fs.readFileSync(full, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          for (const [pattern, what] of references) {
            if (what === sectionCitation && citesListedSections(file)) continue;
            const match = pattern.exec(text);
            if (match) found.push(`${file}:${index + 1}: ${what}: ${match[0].trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('tells an issue number from an HTML entity, a zod issue and a numbered story', () => {
    expect(hits('see issue 12 and (#13)')).toEqual(['an issue number', 'an issue number']);
    expect(hits("it&#39;s; error.issues[0]; 'Weekly tips #1'; shownIssues = 3; /members/work/")).toEqual([]);
    expect(hits('../shared/spec/S1.md')).toEqual(['a path outside the repository']);
    expect(hits('see the spec folder')).toEqual(['a path outside the repository']);
  });

  it('tells a citation of the outside specification from ordinary text', () => {
    const section = sectionCitation;
    const document = 'a document of the specification outside the repository';
    for (const cited of [
      '(spec 3 §2, §5)',
      'S1 §4',
      'see spec §5',
      'Spec 1 §9: the token',
      'S3§7.',
      '§4 leaves it open',
    ]) {
      expect(hits(cited)).toEqual([section]);
    }
    expect(hits('spec 2 names no message; Specification 3 describes it')).toEqual([document]);
    expect(
      hits(
        "the spec says so (docs/product/notices.md); staff_code: 'S1'; the § sign; spec 10; *.spec.ts; S2 spacing",
      ),
    ).toEqual([]);
  });

  it('lets the product rules cite the sections docs/product/spec-sections.md lists, and nothing else', () => {
    expect(citesListedSections('docs/product/maps.md')).toBe(true);
    expect(citesListedSections('docs/product/spec-sections.md')).toBe(true);
    expect(citesListedSections('docs/architecture.md')).toBe(false);
    expect(citesListedSections('apps/console/src/features/maps/MapsPage.tsx')).toBe(false);
  });
});
