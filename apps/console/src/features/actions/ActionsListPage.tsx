import { actionKeys, actionPath, actionSummaries, actionTitles } from '@stride/domain';
import { Tile } from '@stride/ui';
import styled from 'styled-components';
import { routerLink } from '../../app/router-link';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size['card-min']}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /members/actions (spec 3 §2): every action of the super admin, each a tile leading to its page. */
export function ActionsListPage() {
  return (
    <nav aria-label="Actions">
      <List>
        {actionKeys.map((action) => (
          <li key={action}>
            <Tile title={actionTitles[action]} description={actionSummaries[action]} href={actionPath(action)} renderLink={routerLink} />
          </li>
        ))}
      </List>
    </nav>
  );
}
