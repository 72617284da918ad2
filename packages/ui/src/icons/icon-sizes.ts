import { css } from 'styled-components';

/** Width and height of an icon-sized element by its `data-size` (small, medium by default, large). */
export const iconSizes = css`
  width: ${({ theme }) => theme.size.icon.medium};
  height: ${({ theme }) => theme.size.icon.medium};
  &[data-size='small'] {
    width: ${({ theme }) => theme.size.icon.small};
    height: ${({ theme }) => theme.size.icon.small};
  }
  &[data-size='large'] {
    width: ${({ theme }) => theme.size.icon.large};
    height: ${({ theme }) => theme.size.icon.large};
  }
`;
