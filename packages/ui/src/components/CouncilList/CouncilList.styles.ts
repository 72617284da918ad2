import styled from 'styled-components';

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

export const Logo = styled.img`
  display: block;
  width: ${({ theme }) => theme.size.control.medium};
  height: ${({ theme }) => theme.size.control.medium};
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

export const Schools = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.xxl};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Muted = styled.p`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.text.muted};
`;
