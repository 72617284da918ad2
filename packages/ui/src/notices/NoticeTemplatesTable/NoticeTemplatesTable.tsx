import { templateMessages, templateTypeLabel, type NoticeTemplate } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';

export type NoticeTemplatesTableProps = {
  templates: readonly NoticeTemplate[];
  /** Opens the template in the post editor (a modal). */
  onEdit: (template: NoticeTemplate) => void;
  /** Deletes a template after the admin said Yes; a rejection keeps the question open. */
  onDelete: (template: NoticeTemplate) => Promise<unknown>;
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

const columns: DataTableColumn<NoticeTemplate>[] = [
  { id: 'id', header: 'Id', accessor: (template) => template.id },
  { id: 'title', header: 'Template title', accessor: (template) => template.template_title, rowHeader: true },
  { id: 'category', header: 'Category', accessor: (template) => template.category },
  { id: 'type', header: 'Type', accessor: (template) => templateTypeLabel(template.template_type) },
  timeColumn('created', 'Created', (template) => template.created_at),
  timeColumn('updated', 'Updated', (template) => template.updated_at),
];

/** The notice templates list (docs/product/notices.md): id, template title, category, type, created, updated; Edit and Delete. */
export function NoticeTemplatesTable({ templates, onEdit, onDelete, ...rest }: NoticeTemplatesTableProps) {
  return (
    <DataTable
      variant="record"
      aria-label="Notice templates"
      columns={columns}
      data={templates}
      emptyDescription="Save a post as a template to reuse it."
      rowActions={(template) => [
        { label: 'Edit', onClick: () => onEdit(template) },
        {
          label: 'Delete',
          variant: 'danger',
          confirm: { question: templateMessages.deleteQuestion },
          onClick: () => onDelete(template),
        },
      ]}
      {...rest}
    />
  );
}
