export { SignupCounters } from './SignupCounters';
export type { SignupCountersProps } from './SignupCounters';
