/**
 * The address map's view (the 'Pick on map' under the address form; docs/product/organisations.md), the
 * product's constants: it opens near southern England at zoom 7 while the address has no point, and
 * goes to a point at zoom 17 when one is selected (a click on the map, a picked search result, typed
 * coordinates, a saved point it opens on). The spec names no centre: 51.0° N, 1.3° W lies by
 * Winchester, so the whole south coast from Cornwall to Kent and London fit at zoom 7. The Maps pages
 * keep their own view (`mapDefaults`).
 */
export const addressMapView = {
  centre: { latitude: 51.0, longitude: -1.3 },
  zoom: 7,
  selectionZoom: 17,
} as const;
