import type { EmailTemplateSummary, EmailTemplateTypeFilter } from '@stride/domain';
import { emailTemplateMessages, emailTemplateTypeFilters, emailTemplatesMatching } from '@stride/domain';
import { useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { useConfirmed } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Filters, Root } from '../AutomationTable/AutomationTable.styles';
import { RecordActions } from '../RecordActions';
import { Table } from '../record-table.styles';

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
  /** @default false */
  loading?: boolean;
  /** Why the templates could not be loaded. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

const typeLabel = (type: EmailTemplateTypeFilter) => type[0]!.toUpperCase() + type.slice(1);

/** The email templates list (spec 2 §2): keyword search over title, description and subject, a type filter, edit, duplicate, delete and add new. */
export function EmailTemplatesTable({
  templates,
  onEdit,
  onDuplicate,
  onDelete,
  onAdd,
  loading = false,
  error,
  onRetry,
  ...rest
}: EmailTemplatesTableProps) {
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<EmailTemplateTypeFilter>('all');
  const deleting = useConfirmed(onDelete, { question: () => emailTemplateMessages.deleteQuestion });
  const shown = useMemo(() => emailTemplatesMatching(templates, keyword, type), [templates, keyword, type]);

  if (error) return <ErrorState message={error} onRetry={onRetry} />;
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
      {loading ? (
        <Skeleton lines={4} label="Loading email templates" />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No email templates"
          description={
            templates.length === 0
              ? 'Add a template to send it from an automation.'
              : 'No template matches the search and type.'
          }
        />
      ) : (
        <Table aria-label="Email templates">
          <thead>
            <tr>
              {['Id', 'Title', 'Type', 'User type', 'Subject', 'Updated', 'Actions'].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((template) => (
              <tr key={template.id}>
                <td>{template.id}</td>
                <th scope="row">{template.title}</th>
                <td>{typeLabel(template.type)}</td>
                <td>{template.user_type}</td>
                <td>{template.subject}</td>
                <td>{template.updated_at}</td>
                <td>
                  <RecordActions
                    name={template.title}
                    actions={[
                      { label: 'Edit', onClick: () => onEdit(template) },
                      { label: 'Duplicate', onClick: () => onDuplicate(template) },
                      { label: 'Delete', onClick: () => deleting.ask(template), danger: true },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {deleting.dialog}
    </Root>
  );
}
