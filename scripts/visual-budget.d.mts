/** Each commit after `since`: the bytes of its new and changed files under visual/; null without `since`. */
export declare function visualBudget(
  cwd: string,
  since: string,
  budget?: number,
): Array<{ commit: string; subject: string; bytes: number; restyle: boolean; over: boolean }> | null;
