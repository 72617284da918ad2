import { csvFileLabel, formatTimestamp, isSafeDownloadUrl, type CsvSnapshotFile } from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { InlineFields } from '../../components/form-layout.styles';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type CsvSnapshotFilesProps = {
  /** The generated files, newest first. */
  files: readonly CsvSnapshotFile[];
  /** Asks for the picked file's signed URL. */
  onGetLink: (file: CsvSnapshotFile) => Promise<unknown>;
  /** The link last received, shown under the picker (only a web or CSV data URL). @default undefined */
  link?: { file: CsvSnapshotFile; url: string };
  /** The files are loading. @default false */
  loading?: boolean;
} & LoadFailureProps &
  ComponentPropsWithoutRef<'div'>;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.color.text.accent};
  }
`;

/** csv_snapshot's second half (docs/product/csv-snapshot.md): pick a generated file and receive a download link. */
export function CsvSnapshotFiles({
  files,
  onGetLink,
  link,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: CsvSnapshotFilesProps) {
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const file = files.find((row) => row.csv_path === picked);

  // The failure wins over loading and empty, so Retry stays in reach.
  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} {...rest} />;
  if (loading) return <Skeleton lines={2} label="Loading the generated files" {...rest} />;
  if (files.length === 0)
    return (
      <EmptyState title="No snapshots yet" description="Generate one from a table name above." {...rest} />
    );
  return (
    <Root {...rest}>
      <InlineFields>
        <Select
          label="Generated file"
          placeholder="Pick a file"
          options={files.map((row) => ({
            value: row.csv_path,
            label: row.created_at
              ? `${csvFileLabel(row)} (${formatTimestamp(row.created_at)})`
              : csvFileLabel(row),
          }))}
          value={picked}
          onValueChange={setPicked}
        />
        <Button
          disabled={!file}
          loading={busy}
          onClick={async () => {
            if (!file) return;
            setBusy(true);
            try {
              await onGetLink(file);
            } finally {
              setBusy(false);
            }
          }}
        >
          Get download link
        </Button>
      </InlineFields>
      {link && isSafeDownloadUrl(link.url) ? (
        <p>
          <a href={link.url} download={csvFileLabel(link.file)} rel="noopener noreferrer">
            Download {csvFileLabel(link.file)}
          </a>
        </p>
      ) : null}
    </Root>
  );
}
