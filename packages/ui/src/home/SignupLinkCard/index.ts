export { SignupLinkCard } from './SignupLinkCard';
export type { SignupLinkCardProps } from './SignupLinkCard';
