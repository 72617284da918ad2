// npm run bench: speed is measured here, never in timed tests.
//  1. Vitest benchmarks (*.bench.ts): dataset generation, table filtering and sorting, ...
//  2. The console's JavaScript per chunk (gzip): what a user downloads before a screen shows.
//  3. scripts/bench-metrics.mjs in Chromium: the metrics route's JS, and filter change → summary
//     pane painted with 100 000 journeys.
//  4. scripts/bench-users.mjs in Chromium: the parents list with 100 000 parents (first rows, a
//     filter keystroke to repaint, memory).
//  5. scripts/bench-maps.mjs in Chromium: the maps route's JS; 10 000 and 100 000 journey markers
//     to first frame and mode toggle repaint; 1 000 000 heatmap points to first frame.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
execSync('npx vitest bench --run --config vitest.bench.config.ts', { cwd: root, stdio: 'inherit' });
execSync('npm run build', { cwd: root, stdio: 'inherit' });

const assets = path.join(root, 'apps/console/dist/assets');
const rows = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(path.join(assets, file));
    return { file, kB: statSync(path.join(assets, file)).size / 1024, gzipKB: gzipSync(bytes).length / 1024 };
  })
  .sort((a, b) => b.gzipKB - a.gzipKB);
const total = rows.reduce((sum, row) => sum + row.gzipKB, 0);
console.log('\nConsole JavaScript chunks (largest first):');
console.table(rows.map((row) => ({ chunk: row.file, 'size kB': row.kB.toFixed(1), 'gzip kB': row.gzipKB.toFixed(1) })));
console.log(`Total gzip: ${total.toFixed(1)} kB in ${rows.length} chunks`);

execSync('node scripts/bench-metrics.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-users.mjs', { cwd: root, stdio: 'inherit' });
execSync('node scripts/bench-maps.mjs', { cwd: root, stdio: 'inherit' });
