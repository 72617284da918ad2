import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  & > p {
    margin: 0;
  }
`;

// Loading, empty and error keep the chart's height, so the dashboard does not jump. Figures with no
// chart ($fit) are as tall as their content: a row of tiles does not sit in a chart-sized box.
export const Body = styled.div<{ $fit: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({ theme, $fit }) => ($fit ? 'auto' : `calc(${theme.size.control.large} * 6)`)};
  min-width: 0;
`;
