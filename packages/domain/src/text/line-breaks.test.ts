import { describe, expect, it } from 'vitest';
import { textLayout } from './line-breaks';

describe('textLayout', () => {
  // Rules: layout.terms.line-breaks
  it('gives plain text as its lines, blank lines dropped, whatever the line ending', () => {
    expect(textLayout('Terms.\n\n1. First clause.\r\n2. Second clause.\r3. Third, 5 < 6 & 7 > 2.\n')).toEqual(
      {
        kind: 'lines',
        lines: ['Terms.', '1. First clause.', '2. Second clause.', '3. Third, 5 < 6 & 7 > 2.'],
      },
    );
    expect(textLayout('')).toEqual({ kind: 'lines', lines: [] });
  });

  // Rules: layout.terms.line-breaks
  it('keeps HTML as HTML, asking for its line breaks only when no markup lays out its lines', () => {
    expect(textLayout('<p>One</p>\n<p>Two</p>')).toEqual({
      kind: 'html',
      html: '<p>One</p>\n<p>Two</p>',
      keepLineBreaks: false,
    });
    expect(textLayout('One<br>\nTwo')).toMatchObject({ kind: 'html', keepLineBreaks: false });
    expect(textLayout('<b>Terms</b>\n1. First\n2. Second')).toMatchObject({
      kind: 'html',
      keepLineBreaks: true,
    });
    expect(textLayout('<b>Terms</b> on one line')).toMatchObject({ kind: 'html', keepLineBreaks: false });
    expect(textLayout('<!-- note -->\nA\nB')).toMatchObject({ kind: 'html', keepLineBreaks: true });
  });
});
