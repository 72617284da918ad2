export { jsonMayHoldBidiControls, withoutBidiControls, withoutBidiControlsReviver } from './bidi';
export { textLayout } from './line-breaks';
