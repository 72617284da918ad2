import type { SignupShortcut } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '../../icons';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';
import { Tile } from '../../primitives/Tile/Tile';
import { TileGrid } from '../../components/tile-grid.styles';

export type ShortcutTilesProps = {
  /**
   * The tiles to show: `signupShortcutsFor` of the signed-in role, none but for school and multi-school
   * admins (docs/product/people.md).
   * @default []
   */
  tiles?: readonly SignupShortcut[];
  /**
   * The query string to keep on the links (the filter), e.g. '?schoolIds=12'.
   * @default ''
   */
  search?: string;
  /**
   * Renders each tile's link (the console passes its router's Link).
   * @default renderAnchor
   */
  renderLink?: RenderLink;
} & ComponentPropsWithoutRef<'nav'>;

const descriptions = {
  Pupils: 'The pupils signed up',
  Parents: 'The parents signed up',
  Staff: 'The staff signed up',
} as const;

/** The sign-ups dashboard's tiles to the Pupils, Parents and Staff lists; nothing when given none. */
export function ShortcutTiles({
  tiles = [],
  search = '',
  renderLink = renderAnchor,
  ...rest
}: ShortcutTilesProps) {
  if (tiles.length === 0) return null;
  return (
    <nav aria-label="User lists" {...rest}>
      <TileGrid>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Tile
              title={tile.label}
              href={`${tile.href}${search}`}
              description={descriptions[tile.label]}
              icon={<Icon name="users" />}
              renderLink={renderLink}
            />
          </li>
        ))}
      </TileGrid>
    </nav>
  );
}
