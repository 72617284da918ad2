import { css } from 'styled-components';

/** The surface every content card shares (home guides, achievements, sign-up links): a bordered column. */
export const cardSurface = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
`;
