export { ErrorState } from './ErrorState';
export { DetailedError, type ShownFailure } from './detailed-error';
