// Properties of the achievement rules (docs/product/home.md) for any levels and values the server may send.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  AchievementProcessingError,
  achievementStatus,
  achievementStatuses,
  type Achievement,
} from './achievement';

const value = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
const anyNumber = fc.oneof(
  value,
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const achievement = (numbers: fc.Arbitrary<number>, minLevels: number): fc.Arbitrary<Achievement> =>
  fc.record({
    currentValue: numbers,
    levels: fc.array(fc.record({ goalValue: numbers, goalText: fc.string() }), {
      minLength: minLevels,
      maxLength: 8,
    }),
  });

it('progress is a whole percent of the completed levels, 100 exactly when all are done', () => {
  fc.assert(
    fc.property(achievement(value, 1), (input) => {
      const status = achievementStatus(input);
      const done = input.levels.filter((level) => level.goalValue <= input.currentValue).length;
      expect(status.completedLevels).toBe(done);
      expect(Number.isInteger(status.progress)).toBe(true);
      expect(status.progress).toBeGreaterThanOrEqual(0);
      expect(status.progress).toBeLessThanOrEqual(100);
      expect(status.completed).toBe(done === input.levels.length);
      expect(status.progress === 100).toBe(status.completed);
      // The target is the first level not reached, or the last level once all are.
      const target =
        input.levels.find((level) => level.goalValue > input.currentValue) ?? input.levels.at(-1)!;
      expect([status.goalValue, status.goalText]).toEqual([target.goalValue, target.goalText]);
    }),
  );
});

it('a higher current value never lowers the progress', () => {
  fc.assert(
    fc.property(achievement(value, 1), value, (input, more) => {
      const higher = { ...input, currentValue: input.currentValue + Math.abs(more) };
      expect(achievementStatus(higher).progress).toBeGreaterThanOrEqual(achievementStatus(input).progress);
    }),
  );
});

it('never throws for a whole list: each achievement is shown or counted as failed, incomplete ones first', () => {
  fc.assert(
    fc.property(fc.array(achievement(anyNumber, 0), { maxLength: 10 }), (input) => {
      const { statuses, failed } = achievementStatuses(input);
      expect(statuses.length + failed).toBe(input.length);
      const unprocessable = input.filter((item) => {
        try {
          achievementStatus(item);
          return false;
        } catch (error) {
          expect(error).toBeInstanceOf(AchievementProcessingError);
          return true;
        }
      });
      expect(failed).toBe(unprocessable.length);
      const firstCompleted = statuses.findIndex((status) => status.completed);
      if (firstCompleted >= 0)
        expect(statuses.slice(firstCompleted).every((status) => status.completed)).toBe(true);
    }),
  );
});
