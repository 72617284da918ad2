import styled from 'styled-components';

/** A page's blocks one under another (toolbar, table, tabs). */
export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A row of a page's buttons that wraps on narrow screens. */
export const PageToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
