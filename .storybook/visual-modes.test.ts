import { describe, expect, it } from 'vitest';
import { missingModes, modePictures, testViewport, type StoryUnderTest } from './visual-modes';

const story = (modes?: Record<string, Record<string, unknown>>): StoryUnderTest => ({
  globals: { role: 'SUPERADMIN' },
  parameters: modes ? { chromatic: { modes } } : {},
  run: async () => undefined,
});

describe('the pictures a story test takes', () => {
  it('takes one picture under the story id when the story has no modes', () => {
    expect(modePictures('pages-home--default', story())).toEqual([
      { id: 'pages-home--default', viewport: testViewport, globals: {}, rerun: false },
    ]);
  });

  it('takes one picture per mode, the mode the story ran in first and without running it again', () => {
    const pictures = modePictures(
      'pages-home--by-role',
      story({
        'School admin': { role: 'SCHOOL_ADMIN' },
        'Super admin': { role: 'SUPERADMIN' },
        Phone: { viewport: 390 },
      }),
    );
    expect(pictures.map(({ id, rerun }) => [id, rerun])).toEqual([
      ['pages-home--by-role@super-admin', false],
      ['pages-home--by-role@school-admin', true],
      ['pages-home--by-role@phone', true],
    ]);
    expect(pictures[1]).toMatchObject({ viewport: testViewport, globals: { role: 'SCHOOL_ADMIN' } });
    expect(pictures[2]).toMatchObject({ viewport: { width: 390, height: 844 }, globals: {} });
  });

  it('reads a viewport given as width and height, and leaves out a disabled mode', () => {
    const pictures = modePictures(
      'pages-maps--default',
      story({
        Desktop: { viewport: 1200 },
        Tablet: { viewport: { width: 900, height: 700 } },
        Phone: { viewport: 390, disable: true },
      }),
    );
    expect(pictures.map(({ id, viewport, rerun }) => [id, viewport, rerun])).toEqual([
      ['pages-maps--default@desktop', testViewport, false],
      ['pages-maps--default@tablet', { width: 900, height: 700 }, true],
    ]);
  });
});

describe('the pictures a page showcase owes', () => {
  const tagged = (tags: string[], modes?: Record<string, Record<string, unknown>>) => ({
    ...story(modes),
    tags,
  });

  it('asks a page showcase without a phone mode for one', () => {
    expect(missingModes('pages-home--loading', tagged(['dev', 'test']))).toMatch(/no phone picture/);
    expect(
      missingModes('pages-home--loading', tagged(['dev', 'test'], { Desktop: { viewport: 1200 } })),
    ).toMatch(/no phone picture/);
  });

  it('is content with a phone mode, and asks nothing of tests and components', () => {
    expect(
      missingModes('pages-home--loading', tagged(['dev', 'test'], { Phone: { viewport: 390 } })),
    ).toBeUndefined();
    expect(missingModes('pages-home--dismiss-alert', tagged(['test']))).toBeUndefined();
    expect(missingModes('primitives-button--default', tagged(['dev', 'test']))).toBeUndefined();
  });
});
