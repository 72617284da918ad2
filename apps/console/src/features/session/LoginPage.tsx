import { sessionFromLogin, type LoginForm as LoginValues } from '@stride/domain';
import { DemoAccounts, LoginForm, useToast } from '@stride/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { backendAtom, demoAccountsAtom } from '../../app/demo-atoms';
import { landingAfterLogin } from '../../app/return-to';
import { useApiClient } from '../../app/useApiClient';
import { adoptServerUserAtom, sessionAtom } from '../../session/session-atoms';
import { supportEmail } from './login-settings';

const loadSignIn = () => import('./sign-in');
// The demo's reset and its question load after the form: they are no part of the login's first JS.
const ResetDemoData = lazy(async () => ({ default: (await import('./reset-demo-data')).ResetDemoData }));

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.menu};
`;

/**
 * Login (docs/product/session.md): on success the admin lands on Home, or back on the page an expired
 * session left (ADR 0097); failures show in an alert.
 */
export function LoginPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const session = useAtomValue(sessionAtom);
  // The login answer is the server's word on the admin: the session is confirmed for this visit.
  const setUser = useSetAtom(adoptServerUserAtom);
  const demoAccounts = useAtomValue(demoAccountsAtom);
  const backend = useAtomValue(backendAtom);
  const toast = useToast();
  const [error, setError] = useState<{ error: string; detail?: string }>();
  // What was typed, so a refused login keeps it; a picked demo account replaces it.
  const [typed, setTyped] = useState<Partial<LoginValues>>({});
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    void loadSignIn();
  }, []);

  if (session) return <Navigate to={landingAfterLogin(locationState, session.role)} replace />;

  async function submit(values: LoginValues) {
    setTyped(values);
    setError(undefined);
    const result = await (await loadSignIn()).signIn(client, values);
    if ('error' in result) {
      setError(result);
      return;
    }
    setUser(result.user);
    navigate(landingAfterLogin(locationState, sessionFromLogin(result.user)?.role), { replace: true });
  }

  return (
    <Page>
      <LoginForm
        key={formKey}
        onSubmit={submit}
        error={error?.error}
        errorDetail={error?.detail}
        supportEmail={supportEmail}
        defaultValues={typed}
        // Using the form starts the demo backend, so it is up by the time LOG IN is pressed (ADR 0098).
        onFocus={() => void backend.ready()}
        footer={
          demoAccounts.length > 0 ? (
            <DemoAccounts
              accounts={demoAccounts}
              password={demoAccounts[0]?.password ?? ''}
              onPick={(account) => {
                setTyped({
                  email: account.email,
                  password: demoAccounts.find((a) => a.email === account.email)?.password ?? '',
                });
                setError(undefined);
                setFormKey((key) => key + 1);
              }}
              reset={
                backend.reset && (
                  <Suspense fallback={null}>
                    <ResetDemoData
                      onReset={async () => {
                        await backend.reset?.();
                        toast.show({
                          title: 'Demo data reset',
                          message: 'The demo starts again from its first data.',
                          variant: 'success',
                        });
                      }}
                    />
                  </Suspense>
                )
              }
            />
          ) : null
        }
      />
    </Page>
  );
}
