/**
 * WCAG 2.2 contrast, as pure functions over CSS colour strings. Used by the token contrast test and
 * by the Foundations pages, so the numbers a reviewer sees are the numbers the test checks.
 */

/** An sRGB colour with 0–255 channels and a 0–1 alpha. */
export type Rgba = { r: number; g: number; b: number; a: number };

/** WCAG 2.2 minimums: 4.5:1 for normal text (1.4.3), 3:1 for UI components and graphics (1.4.11). */
export const CONTRAST_MINIMUM = { text: 4.5, ui: 3 } as const;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()`; throws on anything else. */
export function parseColour(colour: string): Rgba {
  const value = colour.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const fn = RGB_FUNCTION.exec(value);
  if (fn) {
    const [, r, g, b, alpha] = fn;
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number(alpha);
    return { r: Number(r), g: Number(g), b: Number(b), a };
  }
  throw new Error(`Not a colour contrast can be measured for: ${colour}`);
}

/** Paints `top` over an opaque `bottom`, as a browser does in sRGB space. */
function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function linear(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour (0 for black, 1 for white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1–21) of `foreground` on `background`. Translucent colours are composited
 * first: the background over `base` (the page, white unless told), then the foreground over it.
 */
export function contrastRatio(foreground: string, background: string, base = '#ffffff'): number {
  const back = composite(parseColour(background), parseColour(base));
  const front = composite(parseColour(foreground), back);
  const [light, dark] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Rounds down to two decimals so a ratio of 4.499 is never shown as a passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
