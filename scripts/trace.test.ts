import { describe, expect, it } from 'vitest';
import { readNamings, readRows, readSections, readTrace, traceProblems } from './trace.mjs';

const sectionsText = `Traced: 1

| Section | Title |
| --- | --- |
| \`1 §2\` | Screens and routes |
| \`1 §2 Maps\` | Maps |
| \`1 §4\` | States and transitions |
| \`2 §1\` | What the product does |
`;

const mapsText = `# Maps

| Id | Spec | Rule |
| --- | --- | --- |
| \`maps.change-mode.persists\` | 1 §4 | A changed mode survives a reload. |
| \`maps.categories\` | 1 §2 Maps; chosen | Three categories. |
`;

// The comments are put together so that this file names no rule itself.
const rules = '// Rules:';
const storyText = `import x from 'y';

// The super admin changes a journey's mode.
${rules} maps.change-mode.persists,
//   maps.categories
export const ChangeModeRoundTrip: Story = {};
`;

const trace = (rows = mapsText, tests = storyText) => ({
  ...readSections(sectionsText),
  rows: readRows(rows, 'docs/product/maps.md'),
  namings: readNamings(tests, 'apps/console/src/features/maps/MapsPage.stories.tsx'),
});

describe('the spec trace', () => {
  it('reads rule rows, their spec places and the tests that name them', () => {
    const { rows, namings, sections, traced } = trace();
    expect(rows.map((row) => [row.id, row.places, row.line])).toEqual([
      ['maps.change-mode.persists', ['1 §4'], 5],
      ['maps.categories', ['1 §2 Maps', 'chosen'], 6],
    ]);
    expect(namings).toEqual([
      {
        ids: ['maps.change-mode.persists', 'maps.categories'],
        file: 'apps/console/src/features/maps/MapsPage.stories.tsx',
        line: 4,
        test: 'ChangeModeRoundTrip',
      },
    ]);
    expect(sections.map((section) => section.place)).toEqual(['1 §2', '1 §2 Maps', '1 §4', '2 §1']);
    expect([...traced]).toEqual(['1']);
  });

  it('finds nothing wrong when every row is tested and every section of a traced document has a row', () => {
    expect(traceProblems(trace())).toEqual([]);
  });

  it('names a row no test names', () => {
    const problems = traceProblems(
      trace(mapsText, `${rules} maps.categories\nit('shows three', () => {});\n`),
    );
    expect(problems).toEqual(['docs/product/maps.md:5: no test names the rule maps.change-mode.persists']);
  });

  it('names a section of a traced document no row comes from', () => {
    const rows = mapsText.replace(/^.*persists.*\n/m, '');
    expect(traceProblems(trace(rows, `${rules} maps.categories\nit('shows three', () => {});\n`))).toEqual([
      'spec-sections.md: no rule row comes from 1 §4 (States and transitions)',
    ]);
  });

  it('names a comment that names no row, or sits above no test', () => {
    const tests = `${storyText}\n${rules} maps.nowhere\nconst helper = 1;\n`;
    expect(traceProblems(trace(mapsText, tests))).toEqual([
      'apps/console/src/features/maps/MapsPage.stories.tsx:8: a Rules comment must sit directly above a test or a story',
      'apps/console/src/features/maps/MapsPage.stories.tsx:8: names "maps.nowhere", which is no rule row in docs/product',
    ]);
  });

  it('names a duplicate or misnamed id and a place that is no section', () => {
    const rows = `${mapsText}| \`maps.categories\` | 1 §9 | Again. |\n| \`people.x\` | 1 §2 Nowhere | Wrong area. |\n| \`maps.Bad_Id\` | two | Bad. |\n`;
    const problems = traceProblems(trace(rows));
    expect(problems).toContain(
      'docs/product/maps.md:7: the id "maps.categories" is also at docs/product/maps.md:6',
    );
    expect(problems).toContain('docs/product/maps.md:7: "1 §9" is not a section of spec-sections.md');
    expect(problems).toContain(
      'docs/product/maps.md:8: the id "people.x" must start with its area\'s name, "maps."',
    );
    expect(problems).toContain('docs/product/maps.md:8: "1 §2 Nowhere" is not a section of spec-sections.md');
    expect(problems).toContain(
      'docs/product/maps.md:9: the id "maps.Bad_Id" is not lowercase words joined by dots',
    );
    expect(problems).toContain('docs/product/maps.md:9: "two" is not a spec place (1 §2, 1 §2 Maps, chosen)');
  });

  it('reads it.each and describe as tests', () => {
    const namings = readNamings(
      `${rules} a.b\nit.each([1, 2])('case %s', () => {});\n${rules} c.d\n  describe('group', () => {});\n`,
      'x.test.ts',
    );
    expect(namings.map((naming) => naming.test)).toEqual(['case %s', 'group']);
    const wrapped = readNamings(
      `${rules} a.b\n  it(\n    'a name too long for one line',\n    () => {},\n  );\n`,
      'x.test.ts',
    );
    expect(wrapped.map((naming) => naming.test)).toEqual(['a name too long for one line']);
  });

  // The repository itself: every rule row of docs/product is named by a test, every name is a row, and
  // every section of a traced document has rows (docs/product/spec-sections.md).
  it('holds for this repository', () => {
    expect(traceProblems(readTrace())).toEqual([]);
  });
});
