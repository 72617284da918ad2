import { Popover } from 'radix-ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokenValues } from '../../theme/theme';

/** The point the panel stands beside: no size, placed where the circle was clicked. */
const Anchor = styled.span`
  position: absolute;
  width: 0;
  height: 0;
  pointer-events: none;
`;

const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme['z-index'].popover};
  width: ${({ theme }) => theme.size['card-min']};
  max-width: var(--radix-popover-content-available-width);
  max-height: var(--radix-popover-content-available-height);
  overflow: auto;
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: ${({ theme }) => theme.size['focus-ring']} solid ${({ theme }) => theme.color.border.focus};
  }
`;

const px = (value: string) => Number.parseFloat(value);
const panelWidth = px(tokenValues.size['card-min']);
// Clear of the clicked circle (its radius on screen is about this at the zooms it is clicked at).
const gap = px(tokenValues.space.lg);
const edge = px(tokenValues.space.sm);

/**
 * Beside the clicked point when the map leaves room on one side of it (the panel flips to the side
 * that has it); on a narrow map, above or below it. Always inside the map.
 */
function sideFor(map: HTMLElement | null, y: number): 'right' | 'top' | 'bottom' {
  if (!map) return 'right';
  const roomBeside = map.clientWidth >= 2 * (panelWidth + gap + edge);
  if (roomBeside) return 'right';
  return y > map.clientHeight / 2 ? 'top' : 'bottom';
}

type JourneyPanelProps = {
  /** The clicked point, in CSS pixels from the map's top-left corner. */
  x: number;
  y: number;
  /** A label for the panel, e.g. 'Journey 42'. */
  label: string;
  /** Escape, or a press outside the panel: it closes; the map gets the focus back. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A panel over a map, anchored at a point of it (a journey's circle), kept inside the map's edges:
 * it takes the focus when it opens, Escape or a press elsewhere closes it, and the focus goes back to
 * the map. Rendered through MapView's `floating`, so it lives inside the map region.
 */
export function JourneyPanel({ x, y, label, onClose, children }: JourneyPanelProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [map, setMap] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setMap(anchorRef.current?.parentElement ?? null), []);
  return (
    <Popover.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popover.Anchor asChild>
        <Anchor ref={anchorRef} style={{ left: x, top: y }} />
      </Popover.Anchor>
      {map ? (
        <Content
          aria-label={label}
          side={sideFor(map, y)}
          align="center"
          sideOffset={gap}
          collisionBoundary={map}
          collisionPadding={edge}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            map.focus({ preventScroll: true });
          }}
        >
          {children}
        </Content>
      ) : null}
    </Popover.Root>
  );
}
