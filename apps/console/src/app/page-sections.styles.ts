import styled from 'styled-components';

/** A page made of titled sections one under the other (the actions area's pages). */
export const PageSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The row above a list: its filters and its actions, apart at the ends and wrapping on a narrow screen. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Link-buttons above a list (New Council, Surveys): each at its own width; the list, last, takes the row. */
export const LinksAboveList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  > :last-child {
    justify-self: stretch;
  }
`;
