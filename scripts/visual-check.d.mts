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
