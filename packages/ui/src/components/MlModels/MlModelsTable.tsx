import type { MlModel } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button/Button';
import { useConfirmed } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Filters, Root } from '../AutomationTable/AutomationTable.styles';
import { RecordActions } from '../RecordActions';
import { Table } from '../record-table.styles';

export type MlModelsTableProps = {
  models: readonly MlModel[];
  /** Opens a model in the editor. */
  onOpen: (model: MlModel) => void;
  /** Opens the editor on a new model. */
  onCreate: () => void;
  /** Opens the apply-model modal (with this model chosen when it is trained). */
  onApply: (model?: MlModel) => void;
  /** Opens the CSV uploader. */
  onUploadCsv: () => void;
  /** Copies a model. */
  onDuplicate: (model: MlModel) => void;
  /** Deletes a model once confirmed; a rejection keeps the question open. */
  onDelete: (model: MlModel) => Promise<unknown>;
  /** @default false */
  loading?: boolean;
  /** Why the models could not be loaded. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

/** The machine-learning models beside the automation list (spec 2 §2): open, create, apply, duplicate, delete. */
export function MlModelsTable({
  models,
  onOpen,
  onCreate,
  onApply,
  onUploadCsv,
  onDuplicate,
  onDelete,
  loading = false,
  error,
  onRetry,
  ...rest
}: MlModelsTableProps) {
  const deleting = useConfirmed(onDelete, {
    question: (model) => `Delete ${model.name}?`,
    description: 'The model and its training are removed.',
  });
  const body = () => {
    if (error) return <ErrorState message={error} onRetry={onRetry} />;
    if (loading) return <Skeleton lines={3} label="Loading ML models" />;
    if (models.length === 0)
      return <EmptyState title="No ML models" description="Create a model to train it on survey data." />;
    return (
      <Table aria-label="ML models">
        <thead>
          <tr>
            {['Id', 'Name', 'Estimator', 'Status', 'Tags', 'Created', 'Actions'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.id}>
              <td>{model.id}</td>
              <th scope="row">{model.name}</th>
              <td>{model.estimator}</td>
              <td>{model.trained_status ?? ''}</td>
              <td>{model.tags.join(', ')}</td>
              <td>{model.created_at ?? ''}</td>
              <td>
                <RecordActions
                  name={model.name}
                  actions={[
                    { label: 'Open', onClick: () => onOpen(model) },
                    { label: 'Apply', onClick: () => onApply(model) },
                    { label: 'Duplicate', onClick: () => onDuplicate(model) },
                    { label: 'Delete', onClick: () => deleting.ask(model), danger: true },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  };
  return (
    <Root aria-label="Machine-learning models" role="region" {...rest}>
      <Filters>
        <Button onClick={onCreate}>New ML model</Button>
        <Button variant="secondary" onClick={() => onApply()}>
          Apply model
        </Button>
        <Button variant="secondary" onClick={onUploadCsv}>
          Upload CSV
        </Button>
      </Filters>
      {body()}
      {deleting.dialog}
    </Root>
  );
}
