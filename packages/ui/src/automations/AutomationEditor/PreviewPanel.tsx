import { useState } from 'react';
import type { PreviewFlag, PreviewRow } from '@stride/domain';
import { automationCopyMessages, previewModes, previewRowsAsText } from '@stride/domain';
import { Alert } from '../../primitives/Alert/Alert';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { useAlert } from '../../primitives/AlertDialog/AlertDialog';
import { Button } from '../../primitives/Button/Button';
import { Section } from '../../primitives/FormSections/form-sections.styles';
import { Results, Row } from './AutomationEditor.styles';

export type PreviewAnswer = { rows: readonly PreviewRow[]; total: number };

export type PreviewPanelProps = {
  /** Previews need a user type and a content type. */
  enabled: boolean;
  /** The survey preview is for survey data only. */
  surveyData: boolean;
  onPreview: (flag: PreviewFlag) => Promise<PreviewAnswer>;
  /** Writes the rows to the clipboard; a rejection alerts 'Cannot copy'. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
};

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

/** Preview buttons and the rows the last one answered. */
export function PreviewPanel({
  enabled,
  surveyData,
  onPreview,
  copyText = clipboardWrite,
}: PreviewPanelProps) {
  const [copied, setCopied] = useState(false);
  const { alert, dialog } = useAlert();
  const [busy, setBusy] = useState<PreviewFlag | null>(null);
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const columns = answer?.rows[0] ? Object.keys(answer.rows[0]) : [];

  const preview = async (flag: PreviewFlag) => {
    setBusy(flag);
    setFailure(null);
    setCopied(false);
    try {
      setAnswer(await onPreview(flag));
    } catch (error) {
      setFailure(failureOf(error, 'The preview failed.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section aria-labelledby="automation-preview">
      <h3 id="automation-preview">Preview</h3>
      <Row>
        {previewModes.map((mode) => (
          <Button
            key={mode.flag}
            variant="secondary"
            size="small"
            loading={busy === mode.flag}
            disabled={!enabled || (mode.flag === 'previewStapData2kMax' && !surveyData)}
            onClick={() => void preview(mode.flag)}
          >
            {mode.label}
          </Button>
        ))}
      </Row>
      {failure && (
        <Alert variant="error" detail={failure.detail}>
          {failure.message}
        </Alert>
      )}
      {answer && (
        <Results role="region" aria-label="Preview rows" tabIndex={0}>
          <p>
            {`Showing ${answer.rows.length} of ${answer.total} rows `}
            <Button
              variant="ghost"
              size="small"
              disabled={answer.rows.length === 0}
              onClick={() =>
                copyText(previewRowsAsText(answer.rows)).then(
                  () => setCopied(true),
                  () => {
                    setCopied(false);
                    alert(automationCopyMessages.failed);
                  },
                )
              }
            >
              Copy rows
            </Button>
          </p>
          {copied && <p role="status">{automationCopyMessages.copied}</p>}
          {columns.length > 0 && (
            <table>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row, index) => (
                  // Preview rows have no id of their own across audiences.
                  <tr key={index}>
                    {columns.map((column) => (
                      <td key={column}>{row[column] === null ? '' : String(row[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Results>
      )}
      {dialog}
    </Section>
  );
}
