import { describe, expect, it } from 'vitest';
import { metresPerPixel, scaleBar, steppedZoom, zoomRoom } from './map-zoom';

describe('zoom buttons', () => {
  it('zoom in and out by one step', () => {
    expect(steppedZoom(10, 1, 5, 13)).toBe(11);
    expect(steppedZoom(10, -1, 5, 13)).toBe(9);
  });

  it('stop at the limits: never past the maximum (13, 15 or 18) or below the minimum', () => {
    expect(steppedZoom(12.6, 1, 5, 13)).toBe(13);
    expect(steppedZoom(13, 1, 5, 13)).toBe(13);
    expect(steppedZoom(5.4, -1, 5, 13)).toBe(5);
    expect(steppedZoom(17.5, 1, 5, 18)).toBe(18);
    expect(steppedZoom(8.5, -1, 8, 18)).toBe(8);
  });

  it('are disabled at the limit they would pass, and only there', () => {
    expect(zoomRoom(10, 5, 13)).toEqual({ canZoomIn: true, canZoomOut: true });
    expect(zoomRoom(13, 5, 13)).toEqual({ canZoomIn: false, canZoomOut: true });
    expect(zoomRoom(5, 5, 13)).toEqual({ canZoomIn: true, canZoomOut: false });
    // A view fitted a hair short of the limit is at it.
    expect(zoomRoom(12.9999999, 5, 13).canZoomIn).toBe(false);
  });
});

describe('scale bar', () => {
  it('shows a round distance that fits, as wide as that distance on the map', () => {
    // London at zoom 10: about 48 m a pixel, so 100 px hold 2 km but not 5 km.
    const bar = scaleBar(51.5, 10, 100);
    expect(bar.label).toBe('2 km');
    expect(bar.width).toBeCloseTo(2000 / metresPerPixel(51.5, 10), 6);
    expect(bar.width).toBeLessThanOrEqual(100);
    expect(bar.width).toBeGreaterThan(40);
  });

  it('uses metres below a kilometre and halves with every zoom step in', () => {
    expect(scaleBar(51.5, 13, 100).label).toBe('500 m');
    expect(scaleBar(51.5, 18, 100).label).toBe('10 m');
    expect(metresPerPixel(51.5, 11)).toBeCloseTo(metresPerPixel(51.5, 10) / 2, 9);
  });

  it('reads further at the equator than in the north at the same zoom', () => {
    expect(metresPerPixel(0, 10)).toBeGreaterThan(metresPerPixel(57, 10));
    expect(scaleBar(0, 5, 100).label).toBe('200 km');
  });
});
