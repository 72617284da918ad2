import { expect } from 'storybook/test';

/** A file name with a right-to-left override: it reads as 'Amelia exe.png' if the override works. */
export const overriddenName = 'Amelia \u202Egnp.exe';
/** The same name as it was typed, without the override. */
export const typedName = 'Amelia gnp.exe';

/** The text of `element` in the order it is painted, left to right (for text on one line). */
function paintedText(element: Element): string {
  const painted: { left: number; character: string }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const { left, width } = range.getBoundingClientRect();
      if (width > 0) painted.push({ left, character: text[index]! });
    }
  }
  return painted
    .sort((a, b) => a.left - b.left)
    .map(({ character }) => character)
    .join('');
}

/**
 * The overridden name shows as it was typed, in an isolate (`<bdi>`), so it neither reads
 * reversed nor reorders the text around it.
 */
export async function expectTypedOrder(shown: Element) {
  const isolate = shown.tagName === 'BDI' ? shown : shown.querySelector('bdi');
  await expect(isolate).not.toBeNull();
  await expect(getComputedStyle(isolate!).unicodeBidi).toBe('isolate');
  await expect(paintedText(isolate!)).toBe(typedName);
}
