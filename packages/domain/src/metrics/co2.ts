import type { TravelMode } from './travel-mode';

/** The number 665 of the spec's formula (docs/product/metrics.md): school journeys a year per user. */
const annualJourneysFactor = 665;

/** Carpool CO2 is shared by the car's occupants: counted at one third (docs/product/metrics.md). */
const carpoolCo2Share = 1 / 3;

type Co2Entry = { primary_transport_type: TravelMode | string; total_co2: number };

/**
 * Annual car CO2 per user = 665 × (total CO2, with carpool counted at one third) / total journeys
 * (docs/product/metrics.md). "Total CO2" is the sum of every `co2ByTransport` entry. No journeys (0,
 * negative, NaN) gives 0, and a non-finite CO2 entry counts as 0, so the result is never NaN or Infinity.
 */
export function annualCarCo2PerUser(co2ByTransport: readonly Co2Entry[], totalJourneys: number): number {
  if (!Number.isFinite(totalJourneys) || totalJourneys <= 0) return 0;
  const weightedCo2 = co2ByTransport.reduce((sum, { primary_transport_type, total_co2 }) => {
    if (!Number.isFinite(total_co2)) return sum;
    return sum + (primary_transport_type === 'CARPOOL' ? total_co2 * carpoolCo2Share : total_co2);
  }, 0);
  return (annualJourneysFactor * weightedCo2) / totalJourneys;
}
