import { Dialog } from 'radix-ui';
import styled from 'styled-components';
import { tokenValues } from '../../theme/theme';

// The layout answers to the width it is given (a container query), so it behaves the same on a
// narrow screen and in a narrow story frame. Queries cannot read CSS variables: the breakpoint
// comes from the resolved token.
const narrow = `@container shell (max-width: ${tokenValues.breakpoint.md})`;

export const Frame = styled.div`
  container: shell / inline-size;
`;

export const Root = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.menu.width} 1fr;
  min-height: 100vh;
  ${narrow} {
    grid-template-columns: 1fr;
  }
`;

export const MenuColumn = styled.div`
  position: sticky;
  top: 0;
  height: 100vh;
  z-index: ${({ theme }) => theme['z-index'].menu};
  ${narrow} {
    display: none;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  > :nth-child(2) {
    flex: 1;
    min-width: 0;
  }
`;

/** What only a narrow screen shows (the spec's 'Mobile support limited' banner). */
export const NarrowOnly = styled.div`
  display: none;
  ${narrow} {
    display: block;
  }
`;

export const MenuToggle = styled.div`
  display: none;
  ${narrow} {
    display: block;
  }
`;

export const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.size['content-max']};
  padding: ${({ theme }) => theme.space.xl};
  ${narrow} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const DrawerOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.bg.overlay};
  /* The drawer's own layer: the drawer comes after it in the page, so it is drawn above, where taps land. */
  z-index: ${({ theme }) => theme['z-index'].drawer};
`;

export const DrawerContent = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: ${({ theme }) => theme.size.menu.drawer};
  max-width: 85vw;
  z-index: ${({ theme }) => theme['z-index'].drawer};
  background: ${({ theme }) => theme.color.bg.menu};
  display: flex;
  flex-direction: column;
  &:focus-visible {
    outline: none;
  }
  > button:first-child {
    align-self: flex-end;
    margin: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.inverse};
    &:hover {
      background: ${({ theme }) => theme.color.bg['menu-active']};
    }
  }
`;
