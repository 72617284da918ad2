/**
 * The email HTML of the editor's HTML: mail clients ignore style sheets, so each element carries
 * its style inline (ADR 0078). These are the email's own styles, not the console's theme.
 */
const inlineStyles: Record<string, string> = {
  p: 'margin:0 0 12px',
  h1: 'margin:0 0 16px;font-size:24px',
  h2: 'margin:0 0 12px;font-size:20px',
  h3: 'margin:0 0 12px;font-size:18px',
  ul: 'margin:0 0 12px;padding-left:24px',
  ol: 'margin:0 0 12px;padding-left:24px',
  li: 'margin:0 0 4px',
  a: 'color:#1a56db',
  img: 'max-width:100%;height:auto',
};

const emailBodyStyle = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937';

/** Adds each element's inline style (keeping a style it has) and wraps the body in the email's font. */
export function emailHtmlOf(editorHtml: string): string {
  const styled = editorHtml.replace(
    /<(p|h1|h2|h3|ul|ol|li|a|img)(\s[^>]*?)?(\/?)>/g,
    (whole, tag: string, attributes: string | undefined, selfClosing: string) =>
      /\sstyle=/.test(attributes ?? '')
        ? whole
        : `<${tag}${attributes ?? ''} style="${inlineStyles[tag]}"${selfClosing}>`,
  );
  return `<div style="${emailBodyStyle}">${styled}</div>`;
}
