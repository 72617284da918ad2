import { screens, type HomeTile } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '../../icons';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';
import { Tile } from '../../primitives/Tile/Tile';
import { TileGrid } from '../../components/tile-grid.styles';

export type HomeTilesProps = {
  /**
   * The tiles to show, in order: `homeTilesFor` of the signed-in role (docs/product/home.md).
   * @default []
   */
  tiles?: readonly HomeTile[];
  /**
   * Renders each tile's link (the console passes its router's Link).
   * @default renderAnchor (a plain `<a href>`)
   */
  renderLink?: RenderLink;
} & ComponentPropsWithoutRef<'nav'>;

/** The shortcuts of the home page: one tile per screen given. */
export function HomeTiles({ tiles = [], renderLink = renderAnchor, ...rest }: HomeTilesProps) {
  return (
    <nav aria-label="Shortcuts" {...rest}>
      <TileGrid>
        {tiles.map((tile) => (
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
