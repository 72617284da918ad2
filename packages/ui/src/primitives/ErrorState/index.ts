export { ErrorState } from './ErrorState';
export type { ErrorStateProps, LoadFailureProps } from './ErrorState';
export { TechnicalDetails } from './TechnicalDetails';
export type { TechnicalDetailsProps } from './TechnicalDetails';
export { DetailedError, failureOf } from './detailed-error';
export type { ShownFailure } from './detailed-error';
