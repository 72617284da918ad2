import type { SentAdminMessage } from '@stride/domain';
import { isUnread } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Table } from '../record-table.styles';
import { RecordTableState } from '../RecordTableState';

export type SentAdminMessagesTableProps = {
  /** The messages sent so far, newest first. */
  messages: readonly SentAdminMessage[];
  /** The messages are loading. @default false */
  loading?: boolean;
  /** Why the messages could not be loaded; shown with Retry. @default undefined */
  error?: string;
  /** Called by Retry. @default undefined */
  onRetry?: () => void;
} & ComponentPropsWithoutRef<'div'>;

const Content = styled(SafeHtml)`
  max-width: calc(${({ theme }) => theme.size['field-max']} * 1.5);
  p,
  ul,
  ol {
    margin: 0;
  }
`;

/** send_admin_messages' table (spec 3 §2, §3): id, school id, council id, created at, is read, subject, content (sanitised). */
export function SentAdminMessagesTable({
  messages,
  loading = false,
  error,
  onRetry,
  ...rest
}: SentAdminMessagesTableProps) {
  return (
    <RecordTableState
      error={error}
      onRetry={onRetry}
      loading={loading}
      loadingLabel="Loading sent messages"
      empty={messages.length === 0}
      emptyTitle="No messages sent yet"
      emptyDescription="Messages you send appear here."
      {...rest}
    >
      <Table aria-label="Sent messages">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">School id</th>
            <th scope="col">Council id</th>
            <th scope="col">Created at</th>
            <th scope="col">Is read</th>
            <th scope="col">Subject</th>
            <th scope="col">Content</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <th scope="row">{message.id}</th>
              <td>{message.school_id ?? ''}</td>
              <td>{message.council_id ?? ''}</td>
              <td>{message.created_at}</td>
              <td>{isUnread(message) ? 'No' : 'Yes'}</td>
              <td>{message.subject}</td>
              <td>
                <Content html={message.content} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </RecordTableState>
  );
}
