export { jsonMayHoldBidiControls, withoutBidiControls, withoutBidiControlsReviver } from './bidi';
export { textLayout, type TextLayout } from './line-breaks';
