export { DemoAccounts } from './DemoAccounts';
export type { DemoAccount, DemoAccountsProps } from './DemoAccounts';
