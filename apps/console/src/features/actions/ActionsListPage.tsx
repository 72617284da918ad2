import { actionKeys, actionPath, actionSummaries, actionTitles, screens } from '@stride/domain';
import { Tile, TileGrid } from '@stride/ui';
import { routerLink } from '../../app/router-link';

/**
 * /members/actions (docs/product/actions.md): every action of the super admin, each a tile leading to its
 * page, and the school integrations page, which the product puts among the super admin's tools
 * (docs/product/integrations.md).
 */
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
        <li>
          <Tile
            title={screens.school_integrations.title}
            description={screens.school_integrations.description}
            href={screens.school_integrations.path}
            renderLink={routerLink}
          />
        </li>
      </TileGrid>
    </nav>
  );
}
