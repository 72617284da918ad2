import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';

type DemoAccount = { email: string; description: string };

export type DemoAccountsProps = {
  /** The demo accounts to offer. */
  accounts: readonly DemoAccount[];
  /** The password shared by all demo accounts. */
  password: string;
  /** Called when an account is chosen, to fill the login form with it. */
  onPick: (account: DemoAccount) => void;
  /**
   * The demo's reset (`ResetDemoData`), under the list: the demo keeps what is changed in this browser
   * until then. Without it the panel says nothing of keeping.
   * @default undefined
   */
  reset?: ReactNode;
} & ComponentPropsWithoutRef<'section'>;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.default};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
  }
  & > button {
    align-self: flex-start;
  }
`;

/** In demo mode, the accounts anyone may log in with (password shown), one click to fill the form. */
export function DemoAccounts({ accounts, password, onPick, reset, ...rest }: DemoAccountsProps) {
  return (
    <Panel aria-labelledby="demo-accounts-title" {...rest}>
      <h2 id="demo-accounts-title">Demo accounts</h2>
      <p>
        This console runs on demo data. Every account's password is <code>{password}</code>.
        {reset && ' What you change is kept in this browser until you reset it.'}
      </p>
      <ul>
        {accounts.map((account) => (
          <li key={account.email}>
            <span>
              <code>{account.email}</code>: {account.description}
            </span>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Use ${account.email}`}
              onClick={() => onPick(account)}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
      {reset}
    </Panel>
  );
}
