// The map entry point (`@stride/ui/map`): deck.gl lives behind it, so only the routes that import
// this subpath load deck.gl.
export * from './MapView/MapView';
export * from './TravelPlanMap/TravelPlanMap';
export * from './MapCategorySelector/MapCategorySelector';
export * from './ModeToggles/ModeToggles';
export * from './MapLegend/MapLegend';
export * from './JourneyModeChanger/JourneyModeChanger';
export * from './MarkerLookup/MarkerLookup';
export * from './HeatmapView/HeatmapView';
export * from './HeatmapControls/HeatmapControls';
export * from './LocationPicker/LocationPicker';
