// The overlap rule of the layout check (layout-defects.ts): text drawn over other text, or over a
// control, or one button over another, in the same layer of the page. A person sees letters run under
// a button, or a card lying on a form field; a picture's baseline only records it.
//
// What is compared: the boxes of the lines of text (not of their elements, which may be wider than
// their words) and the boxes of controls, each cut to what its ancestors let show (a box that scrolls
// or hides its overflow). Not compared: what lies in different layers (a dialog, a menu, a toast, a
// sticky bar over the page: each is drawn over on purpose), a control and what it contains, a field
// and the button inside it (a password's eye, a date's calendar), drawings (SVG, canvas).

type Box = { left: number; top: number; right: number; bottom: number };
type Item = { box: Box; node: Node; owner: Element; layer: Element; control: boolean; field: boolean };

// A shared edge or the descenders of one line touching the next are not an overlap.
const MIN_OVERLAP = 3;

const fields = 'input, textarea, select, [role="combobox"], [role="textbox"], [contenteditable="true"]';

/** The element a box lies in as a layer: the nearest one the page draws by itself, over the rest. */
function layerOf(element: Element, styles: (element: Element) => CSSStyleDeclaration): Element {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const style = styles(at);
    if (style.position === 'fixed' || style.position === 'sticky') return at;
    if (style.position !== 'static' && style.zIndex !== 'auto') return at;
    if (
      at.matches('dialog, [popover], [role="dialog"], [role="alertdialog"], [role="tooltip"], [role="menu"]')
    )
      return at;
  }
  return element.ownerDocument.documentElement;
}

/**
 * `box` cut to what `from` and its ancestors let show (for text, `from` is the element holding it, which
 * may cut it with an ellipsis); null when nothing of it shows.
 */
function visiblePart(
  box: Box,
  from: Element | null,
  styles: (element: Element) => CSSStyleDeclaration,
): Box | null {
  let { left, top, right, bottom } = box;
  for (let at = from; at && at !== at.ownerDocument.documentElement; at = at.parentElement) {
    const style = styles(at);
    const clipsX = style.overflowX !== 'visible';
    const clipsY = style.overflowY !== 'visible';
    if (!clipsX && !clipsY) continue;
    const outer = at.getBoundingClientRect();
    const innerLeft = outer.left + at.clientLeft;
    const innerTop = outer.top + at.clientTop;
    if (clipsX) {
      left = Math.max(left, innerLeft);
      right = Math.min(right, innerLeft + at.clientWidth);
    }
    if (clipsY) {
      top = Math.max(top, innerTop);
      bottom = Math.min(bottom, innerTop + at.clientHeight);
    }
    if (right - left < MIN_OVERLAP || bottom - top < MIN_OVERLAP) return null;
  }
  return { left, top, right, bottom };
}

function drawnAsPicture(element: Element): boolean {
  return element.closest('svg, canvas') !== null;
}

/** A computed colour whose alpha is 0 (computed styles give it in rgba form, never as `transparent`). */
const invisible = (colour: string) => /^rgba\(.*,\s*0\)$/.test(colour);

function seen(element: Element, styles: (element: Element) => CSSStyleDeclaration): boolean {
  const style = styles(element);
  if (style.visibility !== 'visible' || style.opacity === '0' || invisible(style.color)) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

function items(document: Document, controls: string): Item[] {
  const cache = new Map<Element, CSSStyleDeclaration>();
  const styles = (element: Element) => {
    let style = cache.get(element);
    if (!style) cache.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const found: Item[] = [];
  const add = (box: Box, node: Node, owner: Element, control: boolean) => {
    const part = visiblePart(box, control ? owner.parentElement : owner, styles);
    if (part)
      found.push({
        box: part,
        node,
        owner,
        layer: layerOf(owner, styles),
        control,
        field: control && owner.matches(fields),
      });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || drawnAsPicture(owner) || !seen(owner, styles)) continue;
    if (owner.closest('option, select, script, style, noscript, template')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects())
      if (line.width > MIN_OVERLAP && line.height > MIN_OVERLAP) add(line, node, owner, false);
  }
  for (const control of document.body.querySelectorAll(controls)) {
    if (drawnAsPicture(control) || !seen(control, styles)) continue;
    // A link that wraps is drawn as a box per line, not as the box around them all (which would lie
    // on the text before it on its first line).
    const boxes =
      styles(control).display === 'inline'
        ? [...control.getClientRects()]
        : [control.getBoundingClientRect()];
    for (const box of boxes) add(box, control, control, true);
  }
  return [...new Set(found)];
}

/** Whether two things may share their place: one holds the other, or a field holds its button. */
function together(a: Item, b: Item): boolean {
  if (a.node === b.node) return true;
  if (a.control && a.owner.contains(b.node)) return true;
  if (b.control && b.owner.contains(a.node)) return true;
  if (a.control && b.control) return a.field || b.field;
  // Text and the field it is typed or chosen in (a placeholder drawn beside it, a value shown over it).
  if (a.field || b.field) {
    const field = a.field ? a : b;
    const other = a.field ? b : a;
    const holder = field.owner.parentElement;
    return holder !== null && holder.contains(other.owner) && !other.control;
  }
  return false;
}

/** Text and controls drawn over one another in the same layer, named as a person would name them. */
export function overlaps(document: Document, controls: string, name: (element: Element) => string): string[] {
  const all = items(document, controls).sort((a, b) => a.box.top - b.box.top);
  const found: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const a = all[i];
    for (let j = i + 1; j < all.length && all[j].box.top < a.box.bottom - MIN_OVERLAP; j++) {
      const b = all[j];
      if (a.layer !== b.layer || together(a, b)) continue;
      const wide = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const high = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (wide < MIN_OVERLAP || high < MIN_OVERLAP) continue;
      // The text of a button is the button: one finding for the two things a person sees.
      const [first, second] = [a, b].map((item) => {
        const control = item.control ? item.owner : item.owner.closest(controls);
        return control
          ? { at: control, name: name(control) }
          : { at: item.owner, name: `text "${(item.node.textContent ?? '').trim().slice(0, 40)}"` };
      });
      const inOrder = first.at.compareDocumentPosition(second.at) & Node.DOCUMENT_POSITION_PRECEDING;
      const [one, other] = inOrder ? [second, first] : [first, second];
      found.push(`${one.name} and ${other.name} are drawn over one another`);
    }
  }
  return [...new Set(found)];
}
