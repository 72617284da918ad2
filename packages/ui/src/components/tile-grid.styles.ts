import styled from 'styled-components';

/** A list of tiles (Home shortcuts, the sign-ups list tiles) that fills the width in card-sized columns. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size['card-min']}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
