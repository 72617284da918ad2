export declare const loginInitialBudgetKB: number;
export declare const loginInitialCeilingKB: number;
export declare const heavyLibraries: Record<string, RegExp>;
export declare const lightRoutes: Record<'login' | 'home', string>;
export declare const styleBasemapModule: string;
export type JsChunks = { files: string[]; gzipKB: number };
export type JsReport = {
  loginInitial: JsChunks;
  demo: JsChunks;
  routes: Array<JsChunks & { route: string }>;
  heavyIn: Record<'login' | 'home', string[]>;
  /** The maps route's JS with the offline basemap, and what MapLibre GL adds with a style (chunks and worker). */
  maps: { gzipKB: number; styleFiles: string[]; styleGzipKB: number };
  problems: string[];
  gaps: string[];
};
export type ChunkGraph = {
  manifest: Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean }
  >;
  upFront(key: string, seen?: Set<string>): Set<string>;
  keyOf(source: string): string | undefined;
  code(file: string): string;
};
export declare function chunkGraph(distDir: string): ChunkGraph;
export declare function jsReport(distDir: string): JsReport;
export declare function printJsReport(report: JsReport): void;
