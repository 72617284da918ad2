import { type MlModel } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button/Button';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import { Filters, Root } from '../../automations/AutomationTable/AutomationTable.styles';

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
} & DataTableStateProps &
  ComponentPropsWithoutRef<'div'>;

const columns: DataTableColumn<MlModel>[] = [
  { id: 'id', header: 'Id', accessor: (model) => model.id },
  { id: 'name', header: 'Name', accessor: (model) => model.name, rowHeader: true },
  { id: 'estimator', header: 'Estimator', accessor: (model) => model.estimator },
  { id: 'status', header: 'Status', accessor: (model) => model.trained_status },
  { id: 'tags', header: 'Tags', accessor: (model) => model.tags },
  timeColumn('created', 'Created', (model) => model.created_at),
];

/** The machine-learning models beside the automation list (docs/product/automations.md): open, create, apply, duplicate, delete. */
export function MlModelsTable({
  models,
  onOpen,
  onCreate,
  onApply,
  onUploadCsv,
  onDuplicate,
  onDelete,
  loading,
  error,
  errorDetail,
  onRetry,
  ...rest
}: MlModelsTableProps) {
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
      <DataTable
        variant="record"
        aria-label="ML models"
        columns={columns}
        data={models}
        loading={loading}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
        emptyDescription="Create a model to train it on survey data."
        rowActions={(model) => [
          { label: 'Open', onClick: () => onOpen(model) },
          { label: 'Apply', onClick: () => onApply(model) },
          { label: 'Duplicate', onClick: () => onDuplicate(model) },
          {
            label: 'Delete',
            variant: 'danger',
            confirm: {
              question: `Delete ${model.name}?`,
              description: 'The model and its training are removed.',
            },
            onClick: () => onDelete(model),
          },
        ]}
      />
    </Root>
  );
}
