// The tie between the product specification and the tests (`npm run trace`; checked in `npm test` by
// scripts/trace.test.ts). docs/testing.md "Spec sentences traced to tests" tells how to use it.
//
// - docs/product/spec-sections.md lists every section of the product's documents and marks a document
//   `traced` once every sentence of it has rows.
// - A rule row is a row of a docs/product table whose header is `| Id | Spec | Rule |`: a stable id
//   (`maps.change-mode.persists`, starting with its area file's name), where in the specification it comes
//   from (`1 §4`, `1 §2 Maps`, several joined by `; `, or `chosen` where the product is silent) and the rule.
// - A test names the rows it checks in a line comment directly above it: `// Rules: id-a, id-b`, above an
//   `it(`, `test(` or `describe(` in a *.test.ts or *.e2e.ts file, or above `export const Story` in a
//   *.stories.tsx file.
//
// A problem: a row no test names, a comment that names no row, a comment that sits above no test, a
// duplicate or malformed id, a spec place that is not a section, a section of a traced document with no row.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cells = (line) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

const isSeparator = (line) => /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line.trim());

/** The tables of a markdown text: header cells and data rows (cells and 1-based line). */
function markdownTables(text) {
  const lines = text.split('\n');
  const tables = [];
  for (let i = 0; i + 1 < lines.length; i += 1) {
    if (!lines[i].trim().startsWith('|') || !isSeparator(lines[i + 1])) continue;
    const table = { header: cells(lines[i]), rows: [] };
    let j = i + 2;
    for (; j < lines.length && lines[j].trim().startsWith('|'); j += 1)
      table.rows.push({ cells: cells(lines[j]), line: j + 1 });
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

const unquote = (cell) => cell.replace(/^`|`$/g, '');

/** The specification's sections from spec-sections.md: `{ place: '1 §2 Maps', title, document }`, and the traced documents. */
export function readSections(text) {
  const sections = [];
  const traced = new Set();
  for (const table of markdownTables(text)) {
    if (table.header[0] !== 'Section') continue;
    for (const row of table.rows) {
      const place = unquote(row.cells[0]);
      sections.push({ place, title: row.cells[1] ?? '', document: place.split(' ')[0] });
    }
  }
  for (const match of text.matchAll(/^Traced: (.+)$/gm))
    for (const document of match[1].split(',')) traced.add(document.trim());
  return { sections, traced };
}

/** The rule rows of one docs/product file. */
export function readRows(text, file) {
  const area = path.basename(file, '.md');
  const rows = [];
  for (const table of markdownTables(text)) {
    if (table.header[0] !== 'Id' || table.header[1] !== 'Spec' || table.header[2] !== 'Rule') continue;
    for (const row of table.rows) {
      const [id = '', spec = '', ...rule] = row.cells;
      rows.push({
        id: unquote(id),
        places: spec.split(';').map((place) => place.trim()),
        rule: rule.join(' | '),
        file,
        line: row.line,
        area,
      });
    }
  }
  return rows;
}

const testStart =
  /^\s*(?:(?:it|test|describe)(?:\.(?:each|for|concurrent)(?:\([\s\S]*?\))?)?\(\s*(['"`])(.*?)\1|export const (\w+))/;
const rulesComment = /^\s*\/\/.*?\bRules?: *(.*)$/;

/** The `// Rules:` comments of one test file: the ids, the test they sit above (or none). */
export function readNamings(text, file) {
  const lines = text.split('\n');
  const namings = [];
  for (let i = 0; i < lines.length; i += 1) {
    const match = rulesComment.exec(lines[i]);
    if (!match) continue;
    const line = i + 1;
    let list = match[1];
    // A long list goes on over the next comment lines while the list so far ends with a comma.
    while (list.trim().endsWith(',') && i + 1 < lines.length && /^\s*\/\/ /.test(lines[i + 1]))
      list += lines[(i += 1)].replace(/^\s*\/\//, '');
    const ids = list
      .split(',')
      .map((id) => id.trim().replace(/[.;]$/, ''))
      .filter(Boolean);
    let j = i + 1;
    while (j < lines.length && /^\s*(\/\/|\/\*|\*|$)/.test(lines[j])) j += 1;
    // A test whose name is on the line after `it(` (a long name, as the formatter wraps it).
    const opened = /^\s*(?:it|test|describe)(?:\.\w+(?:\([^)]*\))?)?\(\s*$/.test(lines[j] ?? '');
    const start = testStart.exec(opened ? `it(${(lines[j + 1] ?? '').trim()}` : (lines[j] ?? ''));
    namings.push({ ids, file, line, test: start ? (start[2] ?? start[3]) : undefined });
  }
  return namings;
}

const idShape = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;
const placeShape = /^(\d+) §(\d+)(?: (.+))?$/;

/** Everything the check needs, read from a repository. */
export function readTrace(root = repositoryRoot) {
  const productDir = path.join(root, 'docs/product');
  const { sections, traced } = readSections(
    fs.readFileSync(path.join(productDir, 'spec-sections.md'), 'utf8'),
  );
  const rows = fs
    .readdirSync(productDir)
    .filter((name) => name.endsWith('.md') && name !== 'spec-sections.md' && name !== 'README.md')
    .sort()
    .flatMap((name) =>
      readRows(fs.readFileSync(path.join(productDir, name), 'utf8'), `docs/product/${name}`),
    );
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (file) => /\.(test\.tsx?|e2e\.ts|stories\.tsx)$/.test(file) && fs.existsSync(path.join(root, file)),
    );
  const namings = files.flatMap((file) => readNamings(fs.readFileSync(path.join(root, file), 'utf8'), file));
  return { sections, traced, rows, namings };
}

/** What is wrong with a trace: a list of sentences, empty when every row is tested and every section has rows. */
export function traceProblems({ sections, traced, rows, namings }) {
  const problems = [];
  const places = new Set(sections.map((section) => section.place));
  const byId = new Map();
  for (const row of rows) {
    const where = `${row.file}:${row.line}`;
    if (!idShape.test(row.id))
      problems.push(`${where}: the id "${row.id}" is not lowercase words joined by dots`);
    else if (!row.id.startsWith(`${row.area}.`))
      problems.push(`${where}: the id "${row.id}" must start with its area's name, "${row.area}."`);
    if (byId.has(row.id)) problems.push(`${where}: the id "${row.id}" is also at ${byId.get(row.id)}`);
    else byId.set(row.id, where);
    for (const place of row.places) {
      if (place === 'chosen') continue;
      if (!placeShape.test(place))
        problems.push(`${where}: "${place}" is not a spec place (1 §2, 1 §2 Maps, chosen)`);
      else if (!places.has(place)) problems.push(`${where}: "${place}" is not a section of spec-sections.md`);
    }
    if (!row.rule.trim()) problems.push(`${where}: the row ${row.id} says no rule`);
  }
  const named = new Set();
  for (const naming of namings) {
    const where = `${naming.file}:${naming.line}`;
    if (!naming.test) problems.push(`${where}: a Rules comment must sit directly above a test or a story`);
    if (!naming.ids.length) problems.push(`${where}: the Rules comment names no rule`);
    for (const id of naming.ids) {
      if (byId.has(id)) named.add(id);
      else problems.push(`${where}: names "${id}", which is no rule row in docs/product`);
    }
  }
  for (const row of rows)
    if (!named.has(row.id)) problems.push(`${row.file}:${row.line}: no test names the rule ${row.id}`);
  for (const section of sections) {
    if (!traced.has(section.document)) continue;
    const covered = rows.some((row) =>
      row.places.some((place) => place === section.place || place.startsWith(`${section.place} `)),
    );
    if (!covered)
      problems.push(`spec-sections.md: no rule row comes from ${section.place} (${section.title})`);
  }
  return problems;
}

function print(trace) {
  const testsOf = new Map();
  for (const naming of trace.namings)
    for (const id of naming.ids)
      testsOf.set(id, [...(testsOf.get(id) ?? []), `${naming.file} › ${naming.test ?? '?'}`]);
  const out = [];
  for (const section of trace.sections) {
    const rows = trace.rows.filter((row) =>
      row.places.some((place) => place === section.place || place.startsWith(`${section.place} `)),
    );
    const untested = rows.filter((row) => !testsOf.has(row.id)).length;
    const state = trace.traced.has(section.document) ? 'traced' : 'not yet';
    out.push(
      `${section.place.padEnd(34)} ${String(rows.length).padStart(4)} rows ${String(untested).padStart(3)} untested  ${state}  ${section.title}`,
    );
  }
  const chosen = trace.rows.filter((row) => row.places.includes('chosen')).length;
  out.push(
    '',
    `${trace.rows.length} rows (${chosen} chosen where the product is silent), ${trace.namings.length} naming comments`,
  );
  if (process.argv.includes('--rows')) {
    out.push('');
    for (const row of trace.rows) {
      out.push(`${row.id}  [${row.places.join('; ')}]`);
      for (const test of testsOf.get(row.id) ?? ['(no test)']) out.push(`    ${test}`);
    }
  }
  return out.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const trace = readTrace();
  console.log(print(trace));
  const problems = traceProblems(trace);
  if (problems.length) {
    console.log(`\n${problems.length} problems:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}
