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

/** The CPU path's canvases, over deck.gl's; the pointer goes through them to deck.gl. */
export const CanvasLayers = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
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

/** The scale bar's corner. */
export const BottomLeft = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  pointer-events: none;
`;

/** The zoom buttons' corner, with the basemap's credit under them (as wide as half the map at most). */
export const BottomRight = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  max-width: 50%;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
  & > [role='group'] {
    margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
    pointer-events: auto;
  }
  & > [role='group']:not(:last-child) {
    margin-bottom: 0;
  }
`;

export const Attribution = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
