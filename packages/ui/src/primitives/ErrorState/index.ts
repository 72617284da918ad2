export { ErrorState } from './ErrorState';
export { DetailedError } from './detailed-error';
