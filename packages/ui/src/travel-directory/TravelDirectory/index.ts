export * from './TravelDirectory';
export * from './TravelFeatureForm';
