import { homeTilesFor, screens, type Role } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '../../icons';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';
import { Tile } from '../../primitives/Tile/Tile';
import { TileGrid } from '../../components/tile-grid.styles';

export type HomeTilesProps = {
  /** The signed-in role: it decides which tiles show (docs/product/home.md). */
  role: Role;
  /**
   * Renders each tile's link (the console passes its router's Link).
   * @default renderAnchor (a plain `<a href>`)
   */
  renderLink?: RenderLink;
} & ComponentPropsWithoutRef<'nav'>;

/** The shortcuts of the home page: one tile per screen the role has on Home. */
export function HomeTiles({ role, renderLink = renderAnchor, ...rest }: HomeTilesProps) {
  return (
    <nav aria-label="Shortcuts" {...rest}>
      <TileGrid>
        {homeTilesFor(role).map((tile) => (
          <li key={tile.key}>
            <Tile
              title={tile.title}
              href={tile.path}
              description={screens[tile.key].description}
              icon={<Icon name={screens[tile.key].menu?.icon ?? 'home'} />}
              renderLink={renderLink}
            />
          </li>
        ))}
      </TileGrid>
    </nav>
  );
}
