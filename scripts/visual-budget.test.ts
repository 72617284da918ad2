// The pictures' budget: a change may add at most 2 MiB under visual/, unless it says it is a
// deliberate restyle; removed pictures weigh nothing, and files outside visual/ are not counted.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { visualBudget } from './visual-budget.mjs';

/** A repository with commits; each writes `files` (path → bytes) or removes them (null), with `message`. */
function repository(commits: Array<{ files: Record<string, number | null>; message: string }>) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'visual-budget-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    }).trim();
  git('init', '-q');
  writeFileSync(path.join(cwd, 'README'), 'start');
  git('add', '.');
  git('commit', '-qm', 'start');
  const since = git('rev-parse', 'HEAD');
  for (const { files, message } of commits) {
    for (const [file, bytes] of Object.entries(files)) {
      const at = path.join(cwd, file);
      if (bytes === null) rmSync(at);
      else {
        mkdirSync(path.dirname(at), { recursive: true });
        // The budget counts a blob's own size, not git's compressed copy of it.
        writeFileSync(at, Buffer.from(Array.from({ length: bytes }, (_, index) => (index * 7919) % 251)));
      }
    }
    git('add', '-A');
    git('commit', '-qm', message);
  }
  return { cwd, since };
}

describe('visualBudget', () => {
  it('counts the new and changed files under visual/ of each change, and flags one over the budget', () => {
    const { cwd, since } = repository([
      { files: { 'visual/baselines/a.png': 1000, 'src/big.js': 5000 }, message: 'A picture' },
      { files: { 'visual/baselines/a.png': 1500, 'visual/baselines/b.png': 3000 }, message: 'Two more' },
      { files: { 'visual/baselines/b.png': null }, message: 'One gone' },
    ]);
    const report = visualBudget(cwd, since, 4000);
    expect(report?.map(({ subject, bytes, over }) => [subject, bytes, over])).toEqual([
      ['A picture', 1000, false],
      ['Two more', 4500, true],
      ['One gone', 0, false],
    ]);
  });

  it('lets a deliberate restyle through', () => {
    const { cwd, since } = repository([
      { files: { 'visual/baselines/a.png': 5000 }, message: 'Deliberate restyle: the new typeface' },
    ]);
    expect(visualBudget(cwd, since, 4000)).toEqual([
      expect.objectContaining({ bytes: 5000, restyle: true, over: false }),
    ]);
  });

  it('takes the restyle words only at the start of a line (a message may name them)', () => {
    const { cwd, since } = repository([
      {
        files: { 'visual/baselines/a.png': 5000 },
        message: "A budget: say 'Deliberate restyle:' to pass it",
      },
    ]);
    expect(visualBudget(cwd, since, 4000)).toEqual([expect.objectContaining({ restyle: false, over: true })]);
  });

  it('answers null when the starting commit is not in the history', () => {
    const { cwd } = repository([]);
    expect(visualBudget(cwd, '0123456789abcdef0123456789abcdef01234567')).toBeNull();
  });
});
