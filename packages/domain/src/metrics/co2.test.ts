import { describe, expect, it } from 'vitest';
import { annualCarCo2PerUser } from './co2';

describe('annualCarCo2PerUser (665 × CO2 with carpool at one third / journeys)', () => {
  // Rules: metrics.charts.annual-car-co2
  it('counts carpool CO2 at one third', () => {
    // 665 × (300 + 90 / 3) / 100 = 665 × 330 / 100 = 2194.5
    const co2 = [
      { primary_transport_type: 'CAR', total_co2: 300 },
      { primary_transport_type: 'CARPOOL', total_co2: 90 },
    ];
    expect(annualCarCo2PerUser(co2, 100)).toBeCloseTo(2194.5, 10);
  });

  // Rules: metrics.charts.annual-car-co2
  it('sums every transport type, carpool only is divided', () => {
    const co2 = [
      { primary_transport_type: 'CAR', total_co2: 10 },
      { primary_transport_type: 'BUS', total_co2: 5 },
      { primary_transport_type: 'TAXI', total_co2: 5 },
      { primary_transport_type: 'CARPOOL', total_co2: 30 },
      { primary_transport_type: 'WALKING', total_co2: 0 },
    ];
    // 665 × (10 + 5 + 5 + 10) / 50 = 399
    expect(annualCarCo2PerUser(co2, 50)).toBeCloseTo(399, 10);
  });

  // Rules: metrics.charts.annual-car-co2
  it('is 0, never NaN or Infinity, with no journeys or no CO2', () => {
    expect(annualCarCo2PerUser([{ primary_transport_type: 'CAR', total_co2: 12 }], 0)).toBe(0);
    expect(annualCarCo2PerUser([], 0)).toBe(0);
    expect(annualCarCo2PerUser([], 10)).toBe(0);
    expect(annualCarCo2PerUser([{ primary_transport_type: 'CAR', total_co2: 12 }], Number.NaN)).toBe(0);
    expect(annualCarCo2PerUser([{ primary_transport_type: 'CAR', total_co2: Number.NaN }], 4)).toBe(0);
  });
});
