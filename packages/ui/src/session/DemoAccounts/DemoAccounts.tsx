import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';

export type DemoAccount = { email: string; description: string };

export type DemoAccountsProps = {
  /** The demo accounts to offer. */
  accounts: readonly DemoAccount[];
  /** The password shared by all demo accounts. */
  password: string;
  /** Called when an account is chosen, to fill the login form with it. */
  onPick: (account: DemoAccount) => void;
  /**
   * Forgets what was written in this browser's demo, after a question: the demo starts again from its
   * first data. Without it there is no Reset button.
   * @default undefined
   */
  onResetData?: () => Promise<unknown>;
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
export function DemoAccounts({ accounts, password, onPick, onResetData, ...rest }: DemoAccountsProps) {
  return (
    <Panel aria-labelledby="demo-accounts-title" {...rest}>
      <h2 id="demo-accounts-title">Demo accounts</h2>
      <p>
        This console runs on demo data. Every account's password is <code>{password}</code>.
        {onResetData && ' What you change is kept in this browser until you reset it.'}
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
      {onResetData && (
        <ConfirmDialog
          message="Reset demo data?"
          description="Everything changed in this browser's demo (posts, likes, read messages, saved forms) goes, and the demo starts again from its first data."
          confirmLabel="Reset"
          cancelLabel="Cancel"
          destructive
          onConfirm={onResetData}
          trigger={
            <Button variant="secondary" size="small">
              Reset demo data
            </Button>
          }
        />
      )}
    </Panel>
  );
}
