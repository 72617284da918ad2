import { describe, expect, it } from 'vitest';
import { mapDefaults } from '../maps/map-rules';
import { addressMapView } from './address-map';

describe('address map view', () => {
  // Rules: organisations.addresses.map-view
  it('opens near southern England at zoom 7 and goes to a selected point at zoom 17', () => {
    expect(addressMapView.zoom).toBe(7);
    expect(addressMapView.selectionZoom).toBe(17);
    // Southern England: south of London, north of the Channel, between Cornwall and Kent.
    expect(addressMapView.centre.latitude).toBeGreaterThan(50.6);
    expect(addressMapView.centre.latitude).toBeLessThan(51.5);
    expect(addressMapView.centre.longitude).toBeGreaterThan(-5);
    expect(addressMapView.centre.longitude).toBeLessThan(1.4);
  });

  it("leaves the Maps pages' view as it is", () => {
    expect(mapDefaults.centre).toEqual({ latitude: 51.5074, longitude: -0.1278 });
    expect(mapDefaults.zoom).toBe(10);
    expect(mapDefaults.focusMaxZoom).toBe(15);
  });
});
