// leaflet.heat ships no types: it is loaded for its side effect (it adds L.heatLayer to the global L).
declare module 'leaflet.heat';
