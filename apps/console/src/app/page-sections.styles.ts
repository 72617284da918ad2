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
