import styled from 'styled-components';

// Shared by Modal and ConfirmDialog, which wrap different Radix primitives (Dialog, AlertDialog)
// through `asChild`, so both look the same.

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme['z-index'].overlay};
  background: ${({ theme }) => theme.color.bg.overlay};
`;

/**
 * The dialog box. It is the scroll container and its header and footer stick, so a long body keeps
 * the title and the actions in view, and the buttons inside keep the scrolled area keyboard reachable.
 */
export const Panel = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme['z-index'].modal};
  display: flex;
  flex-direction: column;
  overflow: auto;
  max-width: 100%;
  max-height: 100%;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:focus {
    outline: none;
  }

  /* A question or an alert: as tall as what it says, no empty body under one line. */
  &[data-size='small'] {
    width: ${({ theme }) => theme.modal.small.width};
  }
  &[data-size='pupil'] {
    width: ${({ theme }) => theme.modal.pupil.width};
    height: ${({ theme }) => theme.modal.pupil.height};
  }
  &[data-size='user-detail'] {
    width: ${({ theme }) => theme.modal['user-detail'].width};
    height: ${({ theme }) => theme.modal['user-detail'].height};
  }
  &[data-size='person'] {
    width: ${({ theme }) => theme.modal.person.width};
    height: ${({ theme }) => theme.modal.person.height};
  }
  &[data-size='org-users'] {
    width: ${({ theme }) => theme.modal['org-users'].width};
    height: ${({ theme }) => theme.modal['org-users'].height};
  }
  &[data-size='tools'] {
    width: ${({ theme }) => theme.modal.tools.width};
    height: ${({ theme }) => theme.modal.tools.height};
  }
  &[data-size='template-editor'] {
    width: ${({ theme }) => theme.modal['template-editor'].width};
    height: ${({ theme }) => theme.modal['template-editor'].height};
  }
  &[data-size='logs'] {
    width: ${({ theme }) => theme.modal.logs.width};
    height: ${({ theme }) => theme.modal.logs.height};
  }
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
`;

export const Heading = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Body = styled.div`
  flex: 1 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;

export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-top: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
`;
