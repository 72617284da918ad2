export declare function median(values: readonly number[]): number;
export declare function summary(values: readonly number[], unit?: string): string;
export declare function ratio(
  strideValues: readonly number[],
  peerValues: readonly number[],
  words?: [string, string],
): string;
export declare function pairRow(
  figure: string,
  peerName: string,
  strideValues: readonly number[],
  peerValues: readonly number[],
  unit?: string,
): Record<string, string>;
