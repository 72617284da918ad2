import { describe, expect, it } from 'vitest';
import { parseColour } from './contrast';
import { tokenValues } from './theme';

/**
 * The travel-mode colours must be told apart by everyone who reads a map or a chart, including the
 * about one man in twelve with red-green colour-vision deficiency and the few people with blue-yellow
 * deficiency (ADR 0115). Each pair of modes is compared as people see it: with normal vision, and
 * through the Machado, Oliveira & Fernandes (2009) simulation of protanopia, deuteranopia and
 * tritanopia (severity 1), by CIEDE2000 colour difference.
 */

type Vector = [number, number, number];
type Matrix = [Vector, Vector, Vector];

const vision: Record<string, Matrix> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** Below this CIEDE2000 difference two small marks side by side can be taken for each other. */
const MINIMUM_DIFFERENCE = 12;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** CIELAB (D65) of a colour as seen through `matrix` (applied to linear sRGB, as the simulation is defined). */
function seenAs(colour: string, matrix: Matrix): Vector {
  const { r, g, b } = parseColour(colour);
  const rgb = [linear(r), linear(g), linear(b)];
  const [lr, lg, lb] = matrix.map((row) =>
    Math.min(1, Math.max(0, row[0] * rgb[0]! + row[1] * rgb[1]! + row[2] * rgb[2]!)),
  ) as Vector;
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 (Sharma, Wu & Dalal 2005). */
function ciede2000([l1, a1, b1]: Vector, [l2, a2, b2]: Vector): number {
  const rad = Math.PI / 180;
  const c7 = (c: number) => c ** 7 / (c ** 7 + 25 ** 7);
  const g = 0.5 * (1 - Math.sqrt(c7((Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [cp1, cp2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [hp1, hp2] = [hue(b1, ap1), hue(b2, ap2)];
  const chromatic = cp1 * cp2 !== 0;
  let dh = chromatic ? hp2 - hp1 : 0;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh / 2) * rad);
  const lMean = (l1 + l2) / 2;
  const cMean = (cp1 + cp2) / 2;
  let hMean = hp1 + hp2;
  if (chromatic) hMean = (Math.abs(hp1 - hp2) > 180 ? hMean + (hMean < 360 ? 360 : -360) : hMean) / 2;
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * rad) +
    0.24 * Math.cos(2 * hMean * rad) +
    0.32 * Math.cos((3 * hMean + 6) * rad) -
    0.2 * Math.cos((4 * hMean - 63) * rad);
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cMean;
  const sh = 1 + 0.015 * cMean * t;
  const rt = -Math.sin(60 * Math.exp(-(((hMean - 275) / 25) ** 2)) * rad) * 2 * Math.sqrt(c7(cMean));
  const [dl, dc, dhs] = [(l2 - l1) / sl, (cp2 - cp1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhs ** 2 + rt * dc * dhs);
}

/** The closest pair of `colours` as seen through `matrix`. */
function closestPair(colours: Record<string, string>, matrix: Matrix) {
  const names = Object.keys(colours);
  let closest = { pair: '', difference: Number.POSITIVE_INFINITY };
  names.forEach((first, index) => {
    for (const second of names.slice(index + 1)) {
      const difference = ciede2000(seenAs(colours[first]!, matrix), seenAs(colours[second]!, matrix));
      if (difference < closest.difference) closest = { pair: `${first}/${second}`, difference };
    }
  });
  return closest;
}

describe('travel-mode colours', () => {
  const modes = tokenValues.color.mode;

  it('measures colour difference as the published CIEDE2000 test data does', () => {
    // Pairs 1, 7 and 17 of Sharma, Wu & Dalal (2005).
    expect(ciede2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(ciede2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(ciede2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
  });

  it('finds the colours people with red-green deficiency confuse', () => {
    // Red and green as traffic lights paint them differ by far with normal vision, hardly without red or green cones.
    const trafficLights = { red: '#c62828', green: '#2e7d32' };
    expect(closestPair(trafficLights, vision.normal!).difference).toBeGreaterThan(MINIMUM_DIFFERENCE);
    expect(closestPair(trafficLights, vision.deuteranopia!).difference).toBeLessThan(MINIMUM_DIFFERENCE);
  });

  it('finds the colours people with blue-yellow deficiency confuse', () => {
    // A teal and a green told apart at a glance run together without blue cones.
    const tealAndGreen = { teal: '#107890', green: '#087058' };
    expect(closestPair(tealAndGreen, vision.normal!).difference).toBeGreaterThan(MINIMUM_DIFFERENCE);
    expect(closestPair(tealAndGreen, vision.tritanopia!).difference).toBeLessThan(MINIMUM_DIFFERENCE);
  });

  it('are ten different colours', () => {
    const values = Object.values(modes).map((colour) => colour.toLowerCase());
    expect(values).toHaveLength(10);
    expect(new Set(values).size).toBe(values.length);
  });

  for (const [name, matrix] of Object.entries(vision)) {
    it(`differ pairwise by at least ${MINIMUM_DIFFERENCE} CIEDE2000 with ${name}`, () => {
      const closest = closestPair(modes, matrix);
      expect(closest.difference, `closest: ${closest.pair}`).toBeGreaterThanOrEqual(MINIMUM_DIFFERENCE);
    });
  }
});
