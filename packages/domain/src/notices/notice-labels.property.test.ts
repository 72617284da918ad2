// Properties of the year codes on notice cards (docs/product/notices.md).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { yearLabel } from './notice-labels';

it('gives every school year its own label, and YEAR n names year n', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: -3, max: 20 }), { minLength: 2, maxLength: 24 }),
      (levels) => {
        const labels = levels.map(yearLabel);
        expect(new Set(labels).size).toBe(levels.length);
        for (const [index, level] of levels.entries()) {
          if (level >= 1) expect(labels[index]).toBe(`YEAR ${level}`);
          else expect(['EY1', 'EY2', 'N', 'R'][level + 3]).toBe(labels[index]);
        }
      },
    ),
  );
});
