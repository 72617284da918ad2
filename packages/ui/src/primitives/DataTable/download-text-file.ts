/** Saves text as a file through a temporary link (the browser's own download, nothing is uploaded). */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; freeing it later keeps slow browsers happy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
