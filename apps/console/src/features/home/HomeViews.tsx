import { homeVariants } from '@stride/domain';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
`;

const Tab = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.size.border.thick} solid transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.text.default};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.accent};
    border-bottom-color: ${({ theme }) => theme.color.border.accent};
  }
`;

/** The two variants of Home as links under its header; the one shown is the current page. */
export function HomeViews() {
  return (
    <nav aria-label="Home views">
      <List>
        {homeVariants.map((variant) => (
          <li key={variant.key}>
            <Tab to={variant.path} end>
              {variant.label}
            </Tab>
          </li>
        ))}
      </List>
    </nav>
  );
}
