import styled from 'styled-components';

/** A row of a section's controls side by side (a field and its button, the preview buttons). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const Results = styled.div`
  max-height: calc(${({ theme }) => theme.size['table-row']} * 10);
  overflow: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    white-space: nowrap;
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
