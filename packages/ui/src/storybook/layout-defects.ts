// The layout check of every story test (.storybook/visual.setup.ts): after the story has played, the
// page is judged the way a person looks at it, whatever its baseline picture says. A finding names the
// element; the test fails with every finding of the story.
//   - the page scrolls sideways (something is wider than the window);
//   - a control (button, link, field, tab, …) is cut by an ancestor that hides its overflow, or sticks
//     out of the window at the side;
//   - on a desktop-wide window, a control in a list is cut at the side of a box that scrolls sideways (a
//     list wider than its place: on a phone that is how lists fit, on a desktop an admin sees a cut
//     button);
//   - an image did not load;
//   - text is cut by its box with no ellipsis, or cut with an ellipsis and no way to read the rest (a
//     title, or a tooltip the element describes itself with);
//   - text or controls drawn over one another in the same layer (layout-overlaps.ts).

import { tokenValues } from '../theme/generated/theme';
import { overlaps } from './layout-overlaps';

const controls = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

// Less than a pixel either way is rounding, not a cut.
const SLACK = 1;
// From this window width on, every list fits its place (ADR 0116: narrower, lists scroll sideways).
const DESKTOP = Number.parseFloat(tokenValues.breakpoint.lg);

const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

/** How a person would name the element: its role or tag and its accessible name or text, short. */
function describe(element: Element): string {
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  const labelledBy = element.getAttribute('aria-labelledby');
  const name =
    element.getAttribute('aria-label') ??
    (labelledBy ? element.ownerDocument.getElementById(labelledBy.split(' ')[0])?.textContent : null) ??
    (element instanceof HTMLImageElement ? element.alt || element.src : null) ??
    (element instanceof HTMLInputElement ? element.placeholder || element.name || element.type : null) ??
    element.textContent;
  const short = (name ?? '').replace(/\s+/g, ' ').trim();
  return `${role} "${short.length > 60 ? `${short.slice(0, 57)}…` : short}"`;
}

/** Shown to a person: has a box, is not hidden, is not see-through, and is not a screen-reader-only label. */
function shown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= SLACK || box.height <= SLACK) return false;
  const style = getComputedStyle(element);
  return style.visibility === 'visible' && style.opacity !== '0';
}

/** The inside of `ancestor` (its padding box) in window coordinates. */
function insideOf(ancestor: Element) {
  const box = ancestor.getBoundingClientRect();
  const left = box.left + ancestor.clientLeft;
  const top = box.top + ancestor.clientTop;
  return { left, top, right: left + ancestor.clientWidth, bottom: top + ancestor.clientHeight };
}

/**
 * Where a control is cut: by an ancestor hiding its overflow, by the side of the window, or (on a
 * desktop-wide window that does not stand for a phone) at the side of a box that scrolls sideways.
 */
function cutOf(control: Element, phone: boolean): string | null {
  const box = control.getBoundingClientRect();
  let sideScroller = false;
  for (let ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (ancestor === control.ownerDocument.body || ancestor === control.ownerDocument.documentElement) break;
    const style = getComputedStyle(ancestor);
    if (scrolls(style.overflowX)) {
      sideScroller = true;
      const window = control.ownerDocument.defaultView;
      const inside = insideOf(ancestor);
      const partly =
        (box.left < inside.left - SLACK && box.right > inside.left) ||
        (box.right > inside.right + SLACK && box.left < inside.right);
      // A list's cell, that is: a strip of tabs that scrolls sideways shows its next tab cut on purpose.
      const inList = control.closest('td, th') !== null;
      if (!phone && inList && window && window.innerWidth >= DESKTOP && partly)
        return `cut at the side of ${describe(ancestor).replace(/ ".*"$/, '')} that scrolls sideways, on a desktop-wide window`;
    }
    const hidesX = hides(style.overflowX);
    const hidesY = hides(style.overflowY);
    if (!hidesX && !hidesY) continue;
    const inside = insideOf(ancestor);
    const outX = hidesX && (box.left < inside.left - SLACK || box.right > inside.right + SLACK);
    const outY = hidesY && (box.top < inside.top - SLACK || box.bottom > inside.bottom + SLACK);
    if (!outX && !outY) continue;
    // Wholly outside is hidden on purpose (a closed accordion, a collapsed panel): only a part cut is.
    const whollyOut =
      box.right <= inside.left ||
      box.left >= inside.right ||
      box.bottom <= inside.top ||
      box.top >= inside.bottom;
    if (whollyOut) return null;
    return `cut by ${describe(ancestor).replace(/ ".*"$/, '')} that hides its overflow`;
  }
  const width = control.ownerDocument.documentElement.clientWidth;
  if (!sideScroller && (box.left < -SLACK || box.right > width + SLACK))
    return `out of the window at the side (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px)`;
  return null;
}

/** Whether cut text can still be read whole: a title on it or near it, or a tooltip it is described by. */
function readableWhole(element: Element): boolean {
  for (let at: Element | null = element, depth = 0; at && depth < 3; at = at.parentElement, depth++)
    if (at.getAttribute('title') || at.getAttribute('aria-describedby')) return true;
  return false;
}

/** Elements whose own text is wider or taller than their box, and the box hides the rest. */
function cutText(document: Document): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!ownText || !shown(element)) continue;
    const style = getComputedStyle(element);
    const cutX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + SLACK;
    const cutY =
      hides(style.overflowY) &&
      element.scrollHeight > element.clientHeight + SLACK &&
      // A line clamp is an ellipsis for lines.
      style.webkitLineClamp === 'none';
    if (!cutX && !cutY) continue;
    const ellipsis = cutX ? style.textOverflow === 'ellipsis' : true;
    if (!ellipsis) found.push(`${describe(element)}: text cut by its box, with no ellipsis`);
    else if (!readableWhole(element))
      found.push(`${describe(element)}: text cut with no way to read it whole (a title or a tooltip)`);
  }
  return found;
}

/** What reaches past the window's right side first: the outermost such elements, named. */
function widening(document: Document): string[] {
  const width = document.documentElement.clientWidth;
  const past = (element: Element | null) =>
    element !== null && element.getBoundingClientRect().right > width + SLACK;
  const outermost = [...document.body.querySelectorAll('*')].filter(
    (element) => past(element) && !past(element.parentElement),
  );
  return outermost.slice(0, 3).map(describe);
}

/**
 * Every layout defect of the page a story left, one line each. `phone`: the page stands for a phone
 * (a story showing a phone's layout in a narrow box), where lists scroll sideways by design.
 */
export function layoutDefects(document: Document, { phone = false }: { phone?: boolean } = {}): string[] {
  const found: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + SLACK)
    found.push(
      `the page scrolls sideways: ${page.scrollWidth} px wide in a ${page.clientWidth} px window` +
        ` (${widening(document).join(', ')})`,
    );
  for (const control of document.body.querySelectorAll(controls)) {
    if (!shown(control)) continue;
    const cut = cutOf(control, phone);
    if (cut) found.push(`${describe(control)}: ${cut}`);
  }
  // Pictures in a rich-text editor's content are the document being edited, drawn by the editor
  // (ProseMirror) as written: they are not judged here.
  for (const image of document.images)
    if (
      image.complete &&
      image.naturalWidth === 0 &&
      image.getAttribute('src') &&
      !image.closest('[contenteditable="true"]') &&
      shown(image)
    )
      found.push(`${describe(image)}: did not load`);
  found.push(...cutText(document));
  found.push(...overlaps(document, controls, describe));
  return [...new Set(found)];
}
