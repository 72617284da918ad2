import { isApiError, login } from '@stride/api';
import { loginFailureMessage, loginMessages, sessionFromLogin, type LoginForm as LoginValues } from '@stride/domain';
import { DemoAccounts, LoginForm } from '@stride/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { demoAccountsAtom } from '../../app/demo-atoms';
import { landingAfterLogin } from '../../app/return-to';
import { useApiClient } from '../../app/useApiClient';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { supportEmail } from './login-settings';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.menu};
`;

/**
 * Login (spec 1 §2, §5, §8): on success the admin lands on Home, or back on the page an expired
 * session left (ADR 0097); failures show in an alert.
 */
export function LoginPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const landing = landingAfterLogin(useLocation().state);
  const session = useAtomValue(sessionAtom);
  const setUser = useSetAtom(userAtom);
  const demoAccounts = useAtomValue(demoAccountsAtom);
  const [error, setError] = useState<string>();
  // What was typed, so a refused login keeps it; a picked demo account replaces it.
  const [typed, setTyped] = useState<Partial<LoginValues>>({});
  const [formKey, setFormKey] = useState(0);

  if (session) return <Navigate to={landing} replace />;

  async function submit(values: LoginValues) {
    setTyped(values);
    setError(undefined);
    try {
      const answer = await login(client, values);
      if (!sessionFromLogin(answer.user)) {
        setError(loginMessages.wrongAccount);
        return;
      }
      setUser(answer.user);
      navigate(landing, { replace: true });
    } catch (failure) {
      // A call that outlived its 10 s deadline says so (ADR 0093); other network failures are 'not reached'.
      setError(isApiError(failure) && (failure.kind !== 'network' || failure.code === 'timeout') ? loginFailureMessage(failure) : 'The server could not be reached. Check your connection and try again.');
    }
  }

  return (
    <Page>
      <LoginForm
        key={formKey}
        onSubmit={submit}
        error={error}
        supportEmail={supportEmail}
        defaultValues={typed}
        footer={
          demoAccounts.length > 0 ? (
            <DemoAccounts
              accounts={demoAccounts}
              password={demoAccounts[0]?.password ?? ''}
              onPick={(account) => {
                setTyped({ email: account.email, password: demoAccounts.find((a) => a.email === account.email)?.password ?? '' });
                setError(undefined);
                setFormKey((key) => key + 1);
              }}
            />
          ) : null
        }
      />
    </Page>
  );
}
