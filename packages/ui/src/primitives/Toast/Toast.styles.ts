import { Toast } from 'radix-ui';
import styled from 'styled-components';

/**
 * Toasts stand at the top centre, clear of both top corners: a dialog's Cancel and Save are at its bottom,
 * its close button and the header's menu and Logout in a corner, and a message must never cover (or take
 * the clicks of) a control. The corner left free is a dialog header's padding, its close button and a gap.
 */
export const Viewport = styled(Toast.Viewport)`
  position: fixed;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme['z-index'].toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => theme.size['field-max']};
  max-width: calc(
    100% - 2 *
      (
        ${({ theme }) => theme.space.xl} + ${({ theme }) => theme.size.control.medium} +
          ${({ theme }) => theme.space.sm}
      )
  );
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  outline: none;
`;

export const Item = styled(Toast.Root)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-left: ${({ theme }) => theme.space.xs} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[data-variant='success'] {
    border-left-color: ${({ theme }) => theme.color.text.success};
  }
  &[data-variant='error'] {
    border-left-color: ${({ theme }) => theme.color.text.danger};
  }
  &[data-variant='warning'] {
    border-left-color: ${({ theme }) => theme.color.text.warning};
  }
  &[data-variant='info'] {
    border-left-color: ${({ theme }) => theme.color.text.info};
  }

  /* Radix writes the swipe distance into these variables while a finger drags the toast away. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Title = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  [data-variant='success'] & {
    color: ${({ theme }) => theme.color.text.success};
  }
  [data-variant='error'] & {
    color: ${({ theme }) => theme.color.text.danger};
  }
  [data-variant='warning'] & {
    color: ${({ theme }) => theme.color.text.warning};
  }
  [data-variant='info'] & {
    color: ${({ theme }) => theme.color.text.info};
  }
`;

export const Message = styled.div`
  margin-top: ${({ theme }) => theme.space.xxs};
`;
