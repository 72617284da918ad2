export { hasBidiControls, withoutBidiControls } from './bidi';
