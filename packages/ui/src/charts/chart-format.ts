import { formatNumber } from './chart-data';

/** Minutes as hours and minutes ('12 h 05 min'); the stats answer counts time in minutes. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  const hours = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${formatNumber(hours)} h ${rest} min` : `${whole} min`;
}

export const formatMiles = (miles: number): string => `${formatNumber(miles)} miles`;

export const formatKgCo2 = (kg: number): string => `${formatNumber(kg)} kg`;
