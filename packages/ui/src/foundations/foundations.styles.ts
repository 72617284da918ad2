import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.size['content-max']};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme }) => theme.color.bg.surface};

  caption {
    caption-side: top;
    text-align: start;
    padding-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th,
  td {
    text-align: start;
    vertical-align: middle;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  }
  thead th {
    background: ${({ theme }) => theme.color.bg.subtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const Muted = styled.code`
  color: ${({ theme }) => theme.color.text.muted};
`;
