// Accepts the current pictures of the stories as the visual baselines (scripts/visual-check.mjs).
//   npm run test:visual:accept                      every story: the old baselines go first, so stories
//                                                   that no longer exist leave none behind
//   npm run test:visual:accept -- <stories files>   only the stories of those files
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { shareSamePictures } from './visual-check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const files = process.argv.slice(2);
if (!files.length) rmSync(path.join(root, 'visual/baselines'), { recursive: true, force: true });
const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VISUAL_ACCEPT: '1' },
});
// Stories accepted one by one share a picture as they go; this folds what is left (stories not retaken).
shareSamePictures();
process.exit(run.status ?? 1);
