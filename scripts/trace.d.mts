export interface Section {
  place: string;
  title: string;
  document: string;
}
export interface RuleRow {
  id: string;
  places: string[];
  rule: string;
  file: string;
  line: number;
  area: string;
}
export interface Naming {
  ids: string[];
  file: string;
  line: number;
  test: string | undefined;
}
export interface Trace {
  sections: Section[];
  traced: Set<string>;
  rows: RuleRow[];
  namings: Naming[];
}
export declare function readSections(text: string): { sections: Section[]; traced: Set<string> };
export declare function readRows(text: string, file: string): RuleRow[];
export declare function readNamings(text: string, file: string): Naming[];
export declare function readTrace(root?: string): Trace;
export declare function traceProblems(trace: Trace): string[];
