/** A tag or a comment: what makes a text HTML rather than plain text (`5 < 6` is not one). */
const markup = /<(?:[a-z][a-z\d-]*(?:\s[^>]*)?\/?|\/[a-z][a-z\d-]*\s*|!--[\s\S]*?--)>/i;

/** Markup that lays out its own lines: with one of these, HTML says where its lines break. */
const lineMarkup = /<(?:p|br|div|li|ul|ol|h[1-6]|table|tr|pre|blockquote|section|article|hr)\b/i;

/**
 * How a server text that may be plain text or HTML (the organisation's terms) is laid out so its line
 * breaks show (docs/product/layout.md, `layout.terms.line-breaks`): plain text becomes its lines, each a
 * paragraph, blank lines dropped; HTML stays HTML, and `keepLineBreaks` says its own line breaks must
 * show (it has several lines but no markup that lays them out).
 */
export type TextLayout =
  { kind: 'lines'; lines: string[] } | { kind: 'html'; html: string; keepLineBreaks: boolean };

export function textLayout(text: string): TextLayout {
  if (markup.test(text)) {
    const html = text.trim();
    return { kind: 'html', html, keepLineBreaks: /\r|\n/.test(html) && !lineMarkup.test(html) };
  }
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { kind: 'lines', lines };
}
