import { demoPassword } from './data/demo-accounts';

export type DemoAccountEntry = { email: string; password: string; description: string };

/** The demo accounts as the login page lists them in demo mode (docs/architecture.md, "Demo mode"). */
export const demoAccounts: readonly DemoAccountEntry[] = [
  { email: 'super@demo.test', password: demoPassword, description: 'Super admin' },
  {
    email: 'council@demo.test',
    password: demoPassword,
    description: 'Council admin of the London Borough of Hackney',
  },
  { email: 'multi@demo.test', password: demoPassword, description: 'Multi-school admin of three schools' },
  {
    email: 'school@demo.test',
    password: demoPassword,
    description: 'School admin; terms and conditions not yet agreed',
  },
  { email: 'product@demo.test', password: demoPassword, description: 'Product team admin' },
  {
    email: 'parent@demo.test',
    password: demoPassword,
    description: 'A parent with no admin roles (refused)',
  },
  {
    email: 'disabled@demo.test',
    password: demoPassword,
    description: 'Admin of a disabled school (refused)',
  },
];
