import { Tooltip } from 'radix-ui';
import styled from 'styled-components';

export const Moment = styled.time`
  border-radius: ${({ theme }) => theme.radius.sm};
  white-space: nowrap;
  text-decoration: underline dotted ${({ theme }) => theme.color.border.default};
  text-underline-offset: ${({ theme }) => theme.space.xxs};
  cursor: default;
`;

export const ExactTime = styled(Tooltip.Content)`
  z-index: ${({ theme }) => theme['z-index'].tooltip};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** A list's time cell: never narrower than the longest relative time, so its column keeps its width as time passes. */
export const TimeCell = styled.span`
  display: inline-block;
  min-width: ${({ theme }) => theme.size['time-cell']};
`;
