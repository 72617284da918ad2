export { SignupLinkCard } from './SignupLinkCard';
