import { describe, expect, it } from 'vitest';
import { csvFileLabel, csvSnapshotFailureMessage, isSafeDownloadUrl, tableNameProblem } from './csv-snapshot';

describe('csv snapshot rules', () => {
  it('says 403 in its own words and every other failure in the generic ones (docs/product/csv-snapshot.md)', () => {
    expect(csvSnapshotFailureMessage(403)).toBe('You are not authorized to generate this CSV Snapshot');
    expect(csvSnapshotFailureMessage(500)).toBe('CSV Snapshot generation failed');
    expect(csvSnapshotFailureMessage(undefined)).toBe('CSV Snapshot generation failed');
  });
  it('wants a table name of letters, digits and underscores', () => {
    expect(tableNameProblem('  ')).toBe('Enter a table name');
    expect(tableNameProblem('schools; drop')).toBe('A table name has only letters, digits and underscores');
    expect(tableNameProblem(' school_years ')).toBeUndefined();
  });
  it('names a file by the last part of its path', () => {
    expect(csvFileLabel({ csv_path: 'snapshots/schools_2026-11-21.csv' })).toBe('schools_2026-11-21.csv');
  });
  it('links only to web or CSV data URLs', () => {
    expect(isSafeDownloadUrl('https://files.example/s.csv?sig=1')).toBe(true);
    expect(isSafeDownloadUrl('data:text/csv;charset=utf-8,id%0A1')).toBe(true);
    expect(isSafeDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeDownloadUrl('data:text/html,<script>x()</script>')).toBe(false);
    expect(isSafeDownloadUrl('not a url')).toBe(false);
  });
});
