// npm run bench: speed is measured here, never in timed tests.
//  1. Vitest benchmarks (*.bench.ts): dataset generation, table filtering and sorting, ...
//  2. The console's JavaScript (gzip, scripts/js-budgets.mjs): the login route's initial JS against
//     its 170 kB budget, the JS each route adds, and no deck.gl, apexcharts or tiptap on Login or Home.
//  3. scripts/bench-metrics.mjs in Chromium: the metrics route's JS, and filter change → summary
//     pane painted with 100 000 journeys.
//  4. scripts/bench-users.mjs in Chromium: the parents list with 100 000 parents (first rows, a
//     filter keystroke to repaint, memory).
//  5. scripts/bench-maps.mjs in Chromium: the maps route's JS; 10 000 and 100 000 journey markers
//     to first frame and mode toggle repaint; 1 000 000 heatmap points to first frame.
//  6. scripts/bench-peers/run.mjs in Chromium: Stride side by side with what an admin would otherwise
//     use, same data, same browser, same run, medians and their ratio in one table per area: the
//     travel map against Leaflet circle markers (canvas), the heatmap against leaflet.heat, the
//     parents list against TanStack Table + Virtual and AG Grid Community. The peers' pages are
//     built into scripts/bench-peers/dist, never into the console.
//  7. scripts/bench-lighthouse.mjs: Lighthouse (desktop preset) on Login, Home and the Metrics summary.
//  8. scripts/bench-editor.mjs in Chromium: a key typed in the automation editor to its frame painted.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { jsReport, printJsReport } from './js-budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
execSync('npx vitest bench --run --config vitest.bench.config.ts', { cwd: root, stdio: 'inherit' });
execSync('npm run build', { cwd: root, stdio: 'inherit' });

const js = jsReport(path.join(root, 'apps/console/dist'));
printJsReport(js);

execSync('node scripts/bench-metrics.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-users.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-maps.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-peers/run.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-lighthouse.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-editor.mjs', { cwd: root, stdio: 'inherit' });
