import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import type { ViewStore } from '../map-view-store';
import { scaleBar, zoomRoom } from '../map-zoom';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  & > button {
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export type ZoomButtonsProps = {
  /** The map's current view (the buttons follow its zoom). */
  view: ViewStore;
  /** The furthest the map zooms out: Zoom out is disabled there. */
  minZoom: number;
  /** The furthest the map zooms in: Zoom in is disabled there. */
  maxZoom: number;
  /** Called with 1 for Zoom in, -1 for Zoom out. */
  onZoom: (direction: 1 | -1) => void;
};

/**
 * Zoom in and Zoom out buttons, each disabled at its limit. When the focused button becomes disabled
 * the focus moves to the other one, so a keyboard user is not dropped to the top of the page.
 */
export function ZoomButtons({ view, minZoom, maxZoom, onZoom }: ZoomButtonsProps) {
  const zoom = useSyncExternalStore(view.subscribe, () => view.get().zoom);
  const { canZoomIn, canZoomOut } = zoomRoom(zoom, minZoom, maxZoom);
  const zoomIn = useRef<HTMLButtonElement>(null);
  const zoomOut = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!canZoomIn && focused === zoomIn.current) zoomOut.current?.focus();
    if (!canZoomOut && focused === zoomOut.current) zoomIn.current?.focus();
  }, [canZoomIn, canZoomOut]);
  return (
    <Group role="group" aria-label="Zoom">
      <IconButton
        ref={zoomIn}
        label="Zoom in"
        icon={<Icon name="plus" />}
        variant="secondary"
        disabled={!canZoomIn}
        onClick={() => onZoom(1)}
      />
      <IconButton
        ref={zoomOut}
        label="Zoom out"
        icon={<Icon name="minus" />}
        variant="secondary"
        disabled={!canZoomOut}
        onClick={() => onZoom(-1)}
      />
    </Group>
  );
}

// The widest the scale bar may be, in CSS pixels (MapLibre's ScaleControl draws at most 100 too).
const scaleMaxWidth = 100;

const Scale = styled.div`
  margin: 0;
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.border.thick} solid ${({ theme }) => theme.color.text.default};
  border-top: none;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  white-space: nowrap;
`;

/** A scale bar: a round distance and the width it covers on the map at its current latitude and zoom. */
export function ScaleBar({ view }: { view: ViewStore }) {
  const latitude = useSyncExternalStore(view.subscribe, () => view.get().latitude);
  const zoom = useSyncExternalStore(view.subscribe, () => view.get().zoom);
  const { width, label } = scaleBar(latitude, zoom, scaleMaxWidth);
  return (
    <Scale role="img" aria-label={`Scale: ${label}`} style={{ width: `${width.toFixed(1)}px` }}>
      {label}
    </Scale>
  );
}
