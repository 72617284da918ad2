import styled from 'styled-components';

/** A bordered table of records (councils, org users) with a header row. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: middle;
    border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  }
  thead th {
    background: ${({ theme }) => theme.color.bg.subtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The buttons of one record, at the end of its row. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;
