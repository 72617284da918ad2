import type { BrowserCommandContext } from 'vitest/node';

export interface VisualDirs {
  baselines: string;
  actual: string;
  diff: string;
}
export declare const visualDirs: VisualDirs;
export declare function compareWithBaseline(
  storyId: string,
  actual: Buffer,
  options?: { accept?: boolean; dirs?: VisualDirs },
): string | undefined;
/** The baseline file of a story: its own, or that of the story whose picture it shares. */
export declare function baselineFileOf(storyId: string, dirs?: VisualDirs): string;
/** Folds baselines that are the same picture into one file; answers how many files went. */
export declare function shareSamePictures(dirs?: VisualDirs): number;
export declare function settledCheck(
  takePicture: () => Promise<Buffer>,
  compare: (actual: Buffer) => string | undefined,
  options?: {
    accept?: boolean;
    settleMs?: number;
    steadyMs?: number;
    everyMs?: number;
    baselineMatches?: (actual: Buffer) => boolean;
  },
): Promise<string | undefined>;
export declare function visualCheck(
  context: BrowserCommandContext,
  storyId: string,
  options?: { toasts?: boolean },
): Promise<string | undefined>;
