export { jsonMayHoldBidiControls, withoutBidiControls, withoutBidiControlsReviver } from './bidi';
