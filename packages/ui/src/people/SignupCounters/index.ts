export { SignupCounters } from './SignupCounters';
