import { templateMessages, templateTypeLabel, type NoticeTemplate } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { useConfirmed } from '../../primitives/ConfirmDialog';
import { Actions, Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState';

export type NoticeTemplatesTableProps = {
  templates: readonly NoticeTemplate[];
  /** Opens the template in the post editor (a modal). */
  onEdit: (template: NoticeTemplate) => void;
  /** Deletes a template after the admin said Yes; a rejection keeps the question open. */
  onDelete: (template: NoticeTemplate) => Promise<unknown>;
  /** @default false */
  loading?: boolean;
  /** Why the templates could not be loaded. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

/** The notice templates list (spec 2 §2): id, template title, category, type, created, updated; Edit and Delete. */
export function NoticeTemplatesTable({
  templates,
  onEdit,
  onDelete,
  loading = false,
  error,
  onRetry,
  ...rest
}: NoticeTemplatesTableProps) {
  const deleting = useConfirmed(onDelete, { question: () => templateMessages.deleteQuestion });
  return (
    <RecordTableState
      error={error}
      onRetry={onRetry}
      loading={loading}
      loadingLabel="Loading notice templates"
      empty={templates.length === 0}
      emptyTitle="No notice templates"
      emptyDescription="Save a post as a template to reuse it."
      {...rest}
    >
      <Table aria-label="Notice templates">
        <thead>
          <tr>
            {['Id', 'Template title', 'Category', 'Type', 'Created', 'Updated', 'Actions'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id}>
              <td>{template.id}</td>
              <th scope="row">{template.template_title}</th>
              <td>{template.category}</td>
              <td>{templateTypeLabel(template.template_type)}</td>
              <td>{template.created_at}</td>
              <td>{template.updated_at}</td>
              <td>
                <Actions>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Edit ${template.template_title}`}
                    onClick={() => onEdit(template)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    size="small"
                    aria-label={`Delete ${template.template_title}`}
                    onClick={() => deleting.ask(template)}
                  >
                    Delete
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {deleting.dialog}
    </RecordTableState>
  );
}
