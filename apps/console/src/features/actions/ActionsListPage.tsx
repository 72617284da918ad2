import { actionKeys, actionPath, actionSummaries, actionTitles } from '@stride/domain';
import { Tile, TileGrid } from '@stride/ui';
import { routerLink } from '../../app/router-link';

/** /members/actions (spec 3 §2): every action of the super admin, each a tile leading to its page. */
export function ActionsListPage() {
  return (
    <nav aria-label="Actions">
      <TileGrid>
        {actionKeys.map((action) => (
          <li key={action}>
            <Tile
              title={actionTitles[action]}
              description={actionSummaries[action]}
              href={actionPath(action)}
              renderLink={routerLink}
            />
          </li>
        ))}
      </TileGrid>
    </nav>
  );
}
