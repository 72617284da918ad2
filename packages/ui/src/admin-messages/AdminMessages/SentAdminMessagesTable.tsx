import { isUnread, type SentAdminMessage } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../primitives/DataTable/DataTable';
import { timeColumn } from '../../primitives/DataTable/time-column';
import { type DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { type DataTableStateProps } from '../../primitives/DataTable/DataTable.types';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';

export type SentAdminMessagesTableProps = {
  /** The messages sent so far, newest first. */
  messages: readonly SentAdminMessage[];
} & DataTableStateProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

// In a list the content's column is as wide as the message needs, up to its cap, and never narrower
// than half a field (on a phone the list scrolls sideways in its own box rather than squeeze a message
// to a word a line): the box's width comes from its content here, bounded.
const Content = styled(SafeHtml)`
  contain: layout paint;
  min-width: calc(${({ theme }) => theme.size['field-max']} / 2);
  max-width: calc(${({ theme }) => theme.size['field-max']} * 1.5);
  p,
  ul,
  ol {
    margin: 0;
  }
`;

const columns: DataTableColumn<SentAdminMessage>[] = [
  { id: 'id', header: 'Id', accessor: (message) => message.id, rowHeader: true },
  { id: 'school_id', header: 'School id', accessor: (message) => message.school_id },
  { id: 'council_id', header: 'Council id', accessor: (message) => message.council_id },
  timeColumn('created_at', 'Created at', (message) => message.created_at),
  { id: 'is_read', header: 'Is read', accessor: (message) => (isUnread(message) ? 'No' : 'Yes') },
  { id: 'subject', header: 'Subject', accessor: (message) => message.subject },
  { id: 'content', header: 'Content', cell: (message) => <Content html={message.content} /> },
];

/** send_admin_messages' table (docs/product/admin-messages.md): id, school id, council id, created at, is read, subject, content (sanitised). */
export function SentAdminMessagesTable({ messages, ...rest }: SentAdminMessagesTableProps) {
  return (
    <DataTable
      variant="record"
      aria-label="Sent messages"
      columns={columns}
      data={messages}
      emptyDescription="Messages you send appear here."
      {...rest}
    />
  );
}
