// The contract (`npm run openapi`): writes docs/api/openapi.json from the endpoint declarations in
// packages/api (ADR 0124), then renders it to docs/api/openapi.html with Redocly's build-docs, scripts
// inlined, no web fonts and no telemetry, so the page opens offline. The HTML is not committed.
//   npm run openapi                  # both
//   npm run openapi -- --json-only   # the JSON only (what the drift test compares)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'node_modules/.cache/stride-contract');
export const contractJson = path.join(root, 'docs/api/openapi.json');
const contractHtml = path.join(root, 'docs/api/openapi.html');

/** The contract as JSON text, as the committed file holds it. */
export const contractText = (document) => `${JSON.stringify(document, null, 2)}\n`;

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

/** Renders the page: Redoc's scripts inlined, no Google font, no telemetry from the build or the page. */
export function renderContractPage(json = contractJson, html = contractHtml) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'build-docs',
      json,
      '--output',
      html,
      '--inlineBundle',
      '--disableGoogleFont',
      '--title',
      'Stride console API',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { contractDocument } = await loadContract();
  mkdirSync(path.dirname(contractJson), { recursive: true });
  writeFileSync(contractJson, contractText(contractDocument()));
  console.log(`Wrote ${path.relative(root, contractJson)}`);
  if (!process.argv.includes('--json-only')) renderContractPage();
}
