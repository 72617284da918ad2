import { checkFile, fileHeadBytes, type FileCheck, type FileFacts, type FileRule } from '@stride/domain';

/** What the shared file check needs of a chosen file: its name, size and first bytes. */
export async function factsOf(file: File): Promise<FileFacts> {
  return {
    name: file.name,
    size: file.size,
    head: new Uint8Array(await file.slice(0, fileHeadBytes).arrayBuffer()),
  };
}

/** Runs the shared check (ADR 0094) on a chosen file before anything is uploaded. */
export async function checkPickedFile(file: File, rule: FileRule): Promise<FileCheck> {
  return checkFile(await factsOf(file), rule);
}
