import type { BrowserCommandContext } from 'vitest/node';

export interface VisualDirs {
  baselines: string;
  actual: string;
  diff: string;
}
export declare const visualDirs: VisualDirs;
/** The one page showing every failing picture (expected, actual, diff side by side), beside `dirs.actual`. */
export declare function reportFileOf(dirs?: VisualDirs): string;
export declare function compareWithBaseline(
  storyId: string,
  actual: Buffer,
  options?: { dirs?: VisualDirs; threshold?: number },
): string | undefined;
/** The PNG compressed losslessly by oxipng (the same pixels, fewer bytes), in a worker thread. */
export declare function compressPng(png: Buffer, level?: number): Promise<Buffer>;
/** Takes the picture, compressed, as the story's baseline (sharing the file of a byte-equal baseline). */
export declare function acceptBaseline(storyId: string, actual: Buffer, dirs?: VisualDirs): Promise<void>;
/** The baseline file of a story: its own, or that of the story whose picture it shares. */
export declare function baselineFileOf(storyId: string, dirs?: VisualDirs): string;
/** Folds baselines that are the same picture into one file; answers how many files went. */
export declare function shareSamePictures(dirs?: VisualDirs): number;
export declare function settledCheck(
  takePicture: () => Promise<Buffer>,
  compare: (actual: Buffer) => string | undefined | Promise<string | undefined>,
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
  options?: { toasts?: boolean; threshold?: number },
): Promise<string | undefined>;
