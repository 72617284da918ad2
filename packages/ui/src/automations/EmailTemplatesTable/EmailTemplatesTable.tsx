import type { EmailTemplateSummary, EmailTemplateTypeFilter } from '@stride/domain';
import {
  emailTemplateMessages,
  emailTemplateTypeFilters,
  emailTemplatesMatching,
  emailTemplateUserTypeLabel,
} from '@stride/domain';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button/Button';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { useListValue } from '../../primitives/DataTable/list-state';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { Filters, Root } from '../AutomationTable/AutomationTable.styles';

export type EmailTemplatesTableProps = {
  templates: readonly EmailTemplateSummary[];
  /** Opens a template in the editor. */
  onEdit: (template: EmailTemplateSummary) => void;
  /** Copies a template. */
  onDuplicate: (template: EmailTemplateSummary) => void;
  /** Deletes a template after the admin said Yes; a rejection keeps the question open. */
  onDelete: (template: EmailTemplateSummary) => Promise<unknown>;
  /** Opens the editor on a new template. */
  onAdd: () => void;
} & DataTableStateProps &
  ComponentPropsWithoutRef<'div'>;

const typeLabel = (type: EmailTemplateTypeFilter) => type[0]!.toUpperCase() + type.slice(1);

const columns: DataTableColumn<EmailTemplateSummary>[] = [
  { id: 'id', header: 'Id', accessor: (template) => template.id },
  { id: 'title', header: 'Title', accessor: (template) => template.title, rowHeader: true },
  { id: 'type', header: 'Type', accessor: (template) => typeLabel(template.type) },
  {
    id: 'user_type',
    header: 'User type',
    accessor: (template) => emailTemplateUserTypeLabel(template.user_type),
  },
  { id: 'subject', header: 'Subject', accessor: (template) => template.subject },
  timeColumn('updated', 'Updated', (template) => template.updated_at),
];

const listName = 'Email templates';

/** The email templates list (docs/product/automations.md): keyword search over title, description and subject, a type filter, edit, duplicate, delete and add new. */
export function EmailTemplatesTable({
  templates,
  onEdit,
  onDuplicate,
  onDelete,
  onAdd,
  loading,
  error,
  errorDetail,
  onRetry,
  ...rest
}: EmailTemplatesTableProps) {
  // Kept with the list's view (in the console: the URL), so a reload or Back finds the list as it was.
  const [keyword, setKeyword] = useListValue<string>(listName, 'search', '');
  const [type, setType] = useListValue<EmailTemplateTypeFilter>(listName, 'type', 'all');
  const shown = useMemo(() => emailTemplatesMatching(templates, keyword, type), [templates, keyword, type]);

  return (
    <Root {...rest}>
      <Filters>
        <TextField
          label="Search"
          description="Title, description or subject"
          type="search"
          value={keyword}
          onValueChange={setKeyword}
        />
        <Select
          label="Type"
          options={emailTemplateTypeFilters.map((value) => ({ value, label: typeLabel(value) }))}
          value={type}
          onValueChange={(value) => setType(value as EmailTemplateTypeFilter)}
        />
        <Button onClick={onAdd}>Add new</Button>
      </Filters>
      <DataTable
        variant="record"
        aria-label={listName}
        columns={columns}
        data={shown}
        loading={loading}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
        emptyDescription={
          templates.length === 0
            ? 'Add a template to send it from an automation.'
            : 'No template matches the search and type.'
        }
        rowActions={(template) => [
          { label: 'Edit', onClick: () => onEdit(template) },
          { label: 'Duplicate', onClick: () => onDuplicate(template) },
          {
            label: 'Delete',
            variant: 'danger',
            confirm: { question: emailTemplateMessages.deleteQuestion },
            onClick: () => onDelete(template),
          },
        ]}
      />
    </Root>
  );
}
