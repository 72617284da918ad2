import { homeTilesFor, screens, type Role } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { screenIcons } from '../../icons/screen-icons';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';
import { Tile } from '../../primitives/Tile/Tile';

export type HomeTilesProps = {
  /** The signed-in role: it decides which tiles show (spec 1 §2 Home). */
  role: Role;
  /**
   * Renders each tile's link (the console passes its router's Link).
   * @default renderAnchor (a plain `<a href>`)
   */
  renderLink?: RenderLink;
} & ComponentPropsWithoutRef<'nav'>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size['card-min']}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The shortcuts of the home page: one tile per screen the role has on Home. */
export function HomeTiles({ role, renderLink = renderAnchor, ...rest }: HomeTilesProps) {
  return (
    <nav aria-label="Shortcuts" {...rest}>
      <Grid>
        {homeTilesFor(role).map((tile) => (
          <li key={tile.key}>
            <Tile
              title={tile.title}
              href={tile.path}
              description={screens[tile.key].description}
              icon={<Icon name={screenIcons[tile.key] ?? 'home'} />}
              renderLink={renderLink}
            />
          </li>
        ))}
      </Grid>
    </nav>
  );
}
