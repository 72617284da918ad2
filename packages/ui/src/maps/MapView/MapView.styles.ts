import styled from 'styled-components';

export const Root = styled.section`
  position: relative;
  width: 100%;
  height: ${({ theme }) => theme.size.map.height};
  min-height: ${({ theme }) => theme.size.map['min-height']};
  overflow: hidden;
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.map.water};
`;

/** Holds deck.gl's canvas; hidden (still laid out, so deck.gl keeps its size) while the map is busy. */
export const Canvas = styled.div<{ $hidden: boolean }>`
  position: absolute;
  inset: 0;
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

export const Overlay = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

export const Attribution = styled.p`
  position: absolute;
  right: 0;
  bottom: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
