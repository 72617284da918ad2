import { themeVars, tokenValues } from './generated/theme';
import './generated/tokens.css';

/**
 * The Stride theme: every value is a CSS custom property generated from `tokens/`, so components
 * never carry raw colours, sizes or fonts, and a token change restyles everything at once.
 */
export const theme = themeVars;
type StrideTheme = typeof themeVars;
export { tokenValues };

export type TravelModeColour = keyof StrideTheme['color']['mode'];

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends StrideTheme {}
}
