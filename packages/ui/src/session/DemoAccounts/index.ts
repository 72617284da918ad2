export { DemoAccounts } from './DemoAccounts';
