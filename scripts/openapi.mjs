// The contract (`npm run openapi`): writes docs/api/openapi.json from the endpoint declarations in
// packages/api (ADR 0124), then renders it to docs/api/openapi.html with Redocly's build-docs: scripts
// inlined, no telemetry, and a content policy that lets the page load nothing it does not carry, so it
// opens offline. The HTML is not committed (docs/api/.gitignore).
//   npm run openapi                  # both
//   npm run openapi -- --json-only   # the JSON only (what the drift test compares)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'node_modules/.cache/stride-contract');
const contractJson = path.join(root, 'docs/api/openapi.json');
const contractHtml = path.join(root, 'docs/api/openapi.html');

/** The contract as JSON text, as the committed file holds it. */
const contractText = (document) => `${JSON.stringify(document, null, 2)}\n`;

async function loadContract() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'packages/api/src/contract/index.ts'),
      outDir,
      emptyOutDir: true,
      minify: false,
    },
    ssr: { noExternal: [/^@stride\//] },
  });
  return import(pathToFileURL(path.join(outDir, 'index.js')).href);
}

/**
 * What the page may load: only what it carries (Redoc's inlined scripts and styles, data: images). It
 * would otherwise fetch the Redocly logo from a CDN and could send Redoc's telemetry; the policy blocks
 * both (the logo hides itself when it cannot load), so the page works and stays silent offline.
 */
const contractPagePolicy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'worker-src blob:',
  "connect-src 'none'",
].join('; ');

/** Redoc's name as a small inline picture (no quotes or backticks: it lands in a script's string). */
const redocMark =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2244%22 height=%2214%22%3E' +
  '%3Ctext x=%220%22 y=%2211%22 font-family=%22sans-serif%22 font-size=%2211%22 fill=%22%23555%22%3ERedoc%3C/text%3E%3C/svg%3E';

/** Renders the page: Redoc's scripts inlined, no telemetry from the build, nothing fetched when opened. */
function renderContractPage(json = contractJson, html = contractHtml) {
  execFileSync(
    process.execPath,
    [
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      ),
      'build-docs',
      json,
      '--output',
      html,
      '--inlineBundle',
      '--title',
      'Stride console API',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const page = readFileSync(html, 'utf8')
    .replace(
      '<head>',
      `<head>\n  <meta http-equiv="Content-Security-Policy" content="${contractPagePolicy}">`,
    )
    // The sidebar's "API docs by" logo, drawn in place rather than fetched from Redocly's CDN.
    .replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-[a-z-]+\.svg/g, redocMark);
  writeFileSync(html, page);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { contractDocument } = await loadContract();
  mkdirSync(path.dirname(contractJson), { recursive: true });
  writeFileSync(contractJson, contractText(contractDocument()));
  console.log(`Wrote ${path.relative(root, contractJson)}`);
  if (!process.argv.includes('--json-only')) renderContractPage();
}
