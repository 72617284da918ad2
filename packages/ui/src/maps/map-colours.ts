import { tokenValues, type TravelModeColour } from '../theme/theme';

/** A colour as deck.gl takes it: red, green, blue, alpha, each 0-255. */
export type Rgba = [number, number, number, number];

/** A token's hex value (#rrggbb or #rrggbbaa) as deck.gl's colour array; WebGL cannot read CSS custom properties. */
export function deckColour(hex: string, alpha?: number): Rgba {
  const digits = hex.replace('#', '');
  const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return [channel(0), channel(1), channel(2), alpha ?? (digits.length === 8 ? channel(3) : 255)];
}

/** Marker fill of a travel mode (slightly see-through, so overlapping circles show density). */
export const modeFill = (mode: TravelModeColour): Rgba => deckColour(tokenValues.color.mode[mode], 200);

export const userTypeFill = (staff: boolean): Rgba =>
  deckColour(tokenValues.color['user-type'][staff ? 'staff' : 'parent'], 200);

export const mapColours = {
  water: deckColour(tokenValues.color.map.water),
  land: deckColour(tokenValues.color.map.land),
  school: deckColour(tokenValues.color.map.school),
  geofence: deckColour(tokenValues.color.map.geofence),
  picked: deckColour(tokenValues.color.map.picked),
} as const;
