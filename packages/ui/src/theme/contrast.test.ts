import { describe, expect, it } from 'vitest';
import { colourValue, contrastPairs } from './contrast-pairs';
import { CONTRAST_MINIMUM, contrastRatio, formatRatio, parseColour, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('spans 21:1 from black on white to 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6b7280', '#6b7280')).toBe(1);
  });

  it('matches published WCAG reference values', () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance(parseColour('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('reads short, long and alpha hex and rgb() notations alike', () => {
    expect(parseColour('#fa0')).toEqual({ r: 255, g: 170, b: 0, a: 1 });
    expect(parseColour('#ffaa0080')).toEqual({ r: 255, g: 170, b: 0, a: 128 / 255 });
    expect(parseColour('rgba(17, 19, 24, 0.6)')).toEqual({ r: 17, g: 19, b: 24, a: 0.6 });
    expect(parseColour('rgb(17 19 24 / 50%)')).toEqual({ r: 17, g: 19, b: 24, a: 0.5 });
    expect(() => parseColour('teal')).toThrow();
  });

  it('composites translucent colours over what lies beneath', () => {
    // Black at alpha 128/255 over white paints #7f7f7f, not black.
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 10);
    // A fully transparent foreground is invisible.
    expect(contrastRatio('#00000000', '#ffffff')).toBe(1);
    // A translucent background is composited over the page first.
    expect(contrastRatio('#ffffff', '#00000000', '#ffffff')).toBe(1);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('token pairs meet WCAG 2.2 AA', () => {
  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    '%s',
    (_name, pair) => {
      const ratio = contrastRatio(colourValue(pair.foreground), colourValue(pair.background));
      expect(ratio, `${pair.usage}: ${formatRatio(ratio)}`).toBeGreaterThanOrEqual(
        CONTRAST_MINIMUM[pair.kind],
      );
    },
  );

  it('covers every travel mode and user type', () => {
    const checked = new Set(contrastPairs.map((pair) => pair.foreground));
    expect(checked).toContain('mode.SCHOOL_BUS');
    expect(checked).toContain('user-type.staff');
    expect([...checked].filter((name) => name.startsWith('mode.'))).toHaveLength(10);
  });
});
