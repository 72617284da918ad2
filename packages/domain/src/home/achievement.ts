import { z } from 'zod';
import { numericSchema } from '../metrics/numeric';

/** One level of an achievement: reached when the achievement's currentValue is at least goalValue. */
const achievementLevelSchema = z.object({
  goalValue: numericSchema,
  goalText: z.string(),
});
export type AchievementLevel = z.infer<typeof achievementLevelSchema>;

/**
 * An achievement as dashboardHome sends it (docs/product/home.md). `link` is a web address, `route` a console
 * path; the call to action uses whichever is set (route first).
 */
export const achievementSchema = z.object({
  goalText: z.string().nullish(),
  goalValue: numericSchema.nullish(),
  currentValue: numericSchema,
  description: z.string().nullish(),
  units: z.string().nullish(),
  ctaLabel: z.string().nullish(),
  link: z.string().nullish(),
  route: z.string().nullish(),
  levels: z.array(achievementLevelSchema),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** An achievement with what the card shows: the target level, completed levels and progress. */
export type AchievementStatus = Achievement & {
  /** The first incomplete level's text, or the last level's once all are done. */
  goalText: string;
  /** The first incomplete level's value, or the last level's once all are done. */
  goalValue: number;
  completedLevels: number;
  /** Every level is done. */
  completed: boolean;
  /** Completed levels over levels as a whole percent (rounded down), 100 when all are done. */
  progress: number;
};

/** Achievement processing failed (docs/product/home.md). The spec names no text; this is ours. */
export const achievementProcessingMessage = 'Some achievements could not be shown.';

export class AchievementProcessingError extends Error {
  constructor(reason: string) {
    super(`Achievement could not be processed: ${reason}`);
    this.name = 'AchievementProcessingError';
  }
}

/** A level is complete when its goalValue is at most currentValue (docs/product/home.md). */
export function levelComplete(level: AchievementLevel, currentValue: number): boolean {
  return level.goalValue <= currentValue;
}

/**
 * The rules of docs/product/home.md for one achievement. Throws `AchievementProcessingError` when there is
 * nothing to measure against (no levels, or a value that is not a finite number).
 */
export function achievementStatus(achievement: Achievement): AchievementStatus {
  const { levels, currentValue } = achievement;
  const last = levels.at(-1);
  if (!last) throw new AchievementProcessingError('it has no levels');
  if (!Number.isFinite(currentValue) || levels.some((level) => !Number.isFinite(level.goalValue))) {
    throw new AchievementProcessingError('a value is not a number');
  }
  const completedLevels = levels.filter((level) => levelComplete(level, currentValue)).length;
  const target = levels.find((level) => !levelComplete(level, currentValue)) ?? last;
  const completed = completedLevels === levels.length;
  return {
    ...achievement,
    goalText: target.goalText,
    goalValue: target.goalValue,
    completedLevels,
    completed,
    progress: completed ? 100 : Math.floor((completedLevels / levels.length) * 100),
  };
}

/**
 * Every achievement's status, completed ones after incomplete ones (otherwise in the server's
 * order). Achievements that cannot be processed are left out and reported in `failed`, so the
 * page can raise its alert (docs/product/home.md) and still show the rest.
 */
export function achievementStatuses(achievements: readonly Achievement[]): {
  statuses: AchievementStatus[];
  failed: number;
} {
  const statuses: AchievementStatus[] = [];
  let failed = 0;
  for (const achievement of achievements) {
    try {
      statuses.push(achievementStatus(achievement));
    } catch (error) {
      if (!(error instanceof AchievementProcessingError)) throw error;
      failed += 1;
    }
  }
  // Array.prototype.sort is stable: ties keep the server's order.
  statuses.sort((a, b) => Number(a.completed) - Number(b.completed));
  return { statuses, failed };
}
