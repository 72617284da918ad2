import { tokenValues, type TravelModeColour } from '../theme/theme';

/** Human names of the travel modes (every mode with a colour, STILL and UNKNOWN too), for legends, axes and summary tables. */
export const travelModeLabels: Record<TravelModeColour, string> = {
  CAR: 'Car',
  TAXI: 'Taxi',
  CARPOOL: 'Carpool',
  BUS: 'Bus',
  SCHOOL_BUS: 'School bus',
  TRAIN: 'Train',
  WALKING: 'Walking',
  BICYCLING: 'Bicycling',
  STILL: 'Still',
  UNKNOWN: 'Unknown',
};

// ApexCharts paints SVG attributes, where CSS custom properties do not resolve: real values only.
export const modeColour = (mode: TravelModeColour): string => tokenValues.color.mode[mode];

export const userTypeColour = (type: 'parent' | 'staff'): string => tokenValues.color['user-type'][type];

/** Colours for series with no meaning of their own, in an order that keeps neighbours distinct. */
export const categoricalColours: readonly string[] = [
  tokenValues.color.base.teal['600'],
  tokenValues.color.base.blue['600'],
  tokenValues.color.base.orange['600'],
  tokenValues.color.base.purple['600'],
  tokenValues.color.base.green['600'],
  tokenValues.color.base.pink['600'],
  tokenValues.color.base.brown['600'],
  tokenValues.color.base.olive['600'],
];

export const chartText = {
  family: tokenValues.font.family.sans,
  size: tokenValues.font.size.sm,
  colour: tokenValues.color.text.default,
  muted: tokenValues.color.text.muted,
  grid: tokenValues.color.border.default,
  surface: tokenValues.color.bg.surface,
} as const;
