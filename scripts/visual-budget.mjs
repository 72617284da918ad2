// The repository's weight in pictures: every change (commit) since the check began may add at most
// BUDGET bytes under visual/ (the baselines' new and changed files), unless a line of its message
// begins `Deliberate restyle:` (the one kind of change that re-pictures many stories, said why).
// Part of `npm run lint`. Prints each commit's bytes; fails on one over the budget.
//   node scripts/visual-budget.mjs [since]   (default: visual/budget.json's `since`)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const BUDGET = 2 * 1024 * 1024;
const RESTYLE = 'Deliberate restyle:';

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * The commits after `since` up to HEAD in the repository at `cwd`, oldest first, each with the bytes
 * its new and changed files under visual/ weigh, whether its message marks a deliberate restyle, and
 * whether it is over the budget. Null when `since` is not in the history (a shallow clone).
 */
export function visualBudget(cwd, since, budget = BUDGET) {
  try {
    git(cwd, 'merge-base', '--is-ancestor', since, 'HEAD');
  } catch {
    return null;
  }
  const commits = git(cwd, 'rev-list', '--reverse', `${since}..HEAD`).split('\n').filter(Boolean);
  return commits.map((commit) => {
    // Raw lines: ':<old mode> <new mode> <old blob> <new blob> <status>\t<path>'.
    const changed = git(cwd, 'diff-tree', '-r', '--no-commit-id', '--root', commit, '--', 'visual/')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0].split(' '))
      .filter(([, , , , status]) => status === 'A' || status === 'M');
    const bytes = changed.reduce((sum, [, , , blob]) => sum + Number(git(cwd, 'cat-file', '-s', blob)), 0);
    const message = git(cwd, 'log', '-1', '--format=%B', commit);
    const restyle = message.split('\n').some((line) => line.startsWith(RESTYLE));
    return {
      commit: commit.slice(0, 8),
      subject: message.split('\n')[0],
      bytes,
      restyle,
      over: bytes > budget && !restyle,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const since =
    process.argv[2] ?? JSON.parse(readFileSync(path.join(root, 'visual/budget.json'), 'utf8')).since;
  const report = visualBudget(root, since);
  if (report === null) {
    console.log(`visual budget: ${since} is not in this clone's history; nothing checked`);
  } else {
    const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
    for (const { commit, subject, bytes, restyle, over } of report)
      if (bytes > 0)
        console.log(
          `${over ? 'OVER' : 'ok  '} ${mib(bytes)} ${commit} ${restyle ? '(deliberate restyle) ' : ''}${subject.slice(0, 80)}`,
        );
    const over = report.filter((entry) => entry.over);
    console.log(
      `visual budget: ${report.length} changes since ${since.slice(0, 8)}, ${mib(report.reduce((sum, entry) => sum + entry.bytes, 0))} under visual/; ${mib(BUDGET)} a change unless "${RESTYLE}"`,
    );
    if (over.length > 0) {
      console.error(
        `${over.length} change(s) add more than ${mib(BUDGET)} of pictures: take fewer or smaller pictures, or say "${RESTYLE}" in the commit message when a change re-pictures on purpose`,
      );
      process.exitCode = 1;
    }
  }
}
