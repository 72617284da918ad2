import { serverLink } from '@stride/domain';
import DOMPurify from 'dompurify';

/**
 * The CSS a piece of server HTML may carry: the font, colour, emphasis and alignment of its own text
 * and the spacing around it (an email's own inline styles). Anything that places or sizes a box
 * (position, inset, z-index, width, height, transform, a negative margin…) could cover the console,
 * and any picture (url(), image-set()) would load as a tracking pixel; those are dropped.
 */
const allowedStyles = new Set([
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration-color',
  'text-decoration-line',
  'text-decoration-style',
  'max-width',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [`margin-${side}`, `padding-${side}`]),
]);
const loadsSomething = /url\(|image-set\(|image\(|element\(|\\/i;
const negative = /^\s*-/;

/** The allowed declarations of a style attribute, as the browser parsed them (longhands). */
function allowedCss(style: string): string {
  const probe = document.createElement('span');
  probe.setAttribute('style', style);
  return Array.from(probe.style)
    .filter((name) => allowedStyles.has(name))
    .map((name) => [name, probe.style.getPropertyValue(name)] as const)
    .filter(([, value]) => !loadsSomething.test(value) && !negative.test(value))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/**
 * Pictures in server HTML load only from the console's own origin or a data: image (ADR 0110): a
 * remote one would tell its owner who read the message, and when.
 */
function ownImage(source: string | null): boolean {
  if (!source) return false;
  if (/^data:image\//i.test(source.trim())) return true;
  try {
    return new URL(source, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

// A sanitiser of its own: the style hook applies to server HTML only.
const purify = DOMPurify();
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  data.attrValue = allowedCss(data.attrValue);
  if (!data.attrValue) data.keepAttr = false;
});

/**
 * Server HTML (notices, inbox and admin messages, terms, template previews, sign-up tips) is
 * untrusted: scripts, event handlers and javascript: URLs are removed; styles keep only text and
 * spacing properties; pictures load only from the console's origin (no srcset, backgrounds, media); ids
 * and names are prefixed (`user-content-`) so they cannot clobber `window` or `document`; links
 * keep only what `serverLink` admits and open safely in a new tab; a table stands in a box of its own
 * (`data-table-box`) to scroll in. `SafeHtml` also keeps what is left inside its own box.
 */
export function sanitiseHtml(html: string): string {
  const clean = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    // A marquee moves and cannot be paused (WCAG 2.2.2): its text stays, still. Form controls in a
    // message are never the console's own (a field asking for a password is a phishing tool): their
    // text stays, as text.
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'optgroup',
      'datalist',
      'audio',
      'video',
      'source',
      'track',
      'picture',
      'marquee',
    ],
    FORBID_ATTR: ['srcset', 'background', 'poster', 'ping'],
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: true,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    // Only what `serverLink` admits stays a link (a web address, a page of the console); the rest
    // (data:, vbscript:, another site's //path, /members/../../logout) keeps its text, without a link.
    const link = serverLink(anchor.getAttribute('href'));
    if (link === null) {
      anchor.removeAttribute('href');
      continue;
    }
    anchor.setAttribute('href', link.kind === 'web' ? link.href : link.path);
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  }
  for (const image of template.content.querySelectorAll('img')) {
    if (!ownImage(image.getAttribute('src'))) image.remove();
  }
  // A table that cannot be as narrow as its place scrolls sideways in a box of its own
  // (containedMarkup), not the page.
  for (const table of template.content.querySelectorAll('table')) {
    if (table.parentElement?.closest('table')) continue;
    const box = document.createElement('div');
    box.dataset.tableBox = '';
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}
