import { canOpen, menuForRole, menuKeyOf, screens, seesPlatformBrand } from '@stride/domain';
import { AppShell } from '@stride/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { returnToState } from '../../app/return-to';
import { routerLink } from '../../app/router-link';
import type { ScreenHandle } from '../../app/routes';
import { DraftNotKeptNotice } from '../../drafts/DraftNotKeptNotice';
import { SessionNotKeptNotice } from '../../session/SessionNotKeptNotice';
import { discardOthersDraftsAtom } from '../../drafts/editor-drafts';
import { confirmedSessionAtom, sessionAtom, userAtom } from '../../session/session-atoms';
import { NotAvailable } from '../../app/NotAvailable';
import { ListStateInUrl } from '../../app/ListStateInUrl';
import { LatestSearchProvider } from '../../app/useSearchParamsWriter';
import { useUnreadCount } from '../../app/useInbox';
import { TermsGate } from '../../app/TermsGate';
import { RetryNotice } from '../../app/RetryNotice';
import { endsTheSession, useUserInfo } from '../../app/useUserInfo';
import { PageLoading } from '../../app/PageLoading';
import { AccountNotConfirmed } from './AccountNotConfirmed';

/** What the layout says when the admin's own details (refreshAdmin) could not be loaded. */
export const userInfoFailed = 'Your account details could not be loaded.';

/** Everything under /members: the main layout by role, the role guard and the terms dialog. */
export function MembersLayout() {
  const storedSession = useAtomValue(sessionAtom);
  const session = useAtomValue(confirmedSessionAtom);
  const storedUser = useAtomValue(userAtom);
  const navigate = useNavigate();
  const matches = useMatches();
  const location = useLocation();
  const {
    data: userInfo,
    error: userInfoError,
    isValidating: confirming,
    refresh: reloadUserInfo,
  } = useUserInfo(storedSession !== null);
  const { data: unread } = useUnreadCount(session !== null);
  const discardOthersDrafts = useSetAtom(discardOthersDraftsAtom);
  // Drafts an expired session left are only for the admin who wrote them (ADR 0101).
  useEffect(() => discardOthersDrafts(), [discardOthersDrafts, storedUser?.id]);

  // Signed out here (expired, or logged out in another tab): Login brings the admin back (ADR 0097).
  if (!storedSession || !storedUser) return <Navigate to="/" replace state={returnToState(location)} />;
  // Nothing that depends on the role (menu, brand, page, guard) before the server has said who the
  // admin is: a role edited in local storage never shows (docs/product/session.md).
  if (!session) {
    return userInfoError && !endsTheSession(userInfoError) ? (
      <AccountNotConfirmed
        title={userInfoFailed}
        error={userInfoError}
        onRetry={() => void reloadUserInfo()}
        retrying={confirming}
      />
    ) : (
      <PageLoading />
    );
  }

  const user = userInfo?.user ?? storedUser;
  const handle = matches
    .map((match) => match.handle as ScreenHandle | undefined)
    .findLast((h) => h?.screen !== undefined);
  // No handle: /members itself, on its way to the role's Home. A null screen: Page not found.
  const screen = handle?.screen === null ? null : screens[handle?.screen ?? 'home'];
  const header = screen
    ? { title: handle?.title ?? screen.title, description: handle?.description ?? screen.description }
    : { title: handle?.title ?? '', description: handle?.description };
  const brand =
    seesPlatformBrand(session.role) || !user.admin_organization
      ? { name: 'Stride', logoUrl: user.domain?.logo_url, href: screens.account.path }
      : {
          name: user.admin_organization.name,
          logoUrl: user.admin_organization.logo_url,
          href: screens.account.path,
        };

  return (
    <AppShell
      brand={brand}
      menuItems={menuForRole(session.role).map((item) => ({
        ...item,
        href: item.path,
        unread: item.key === 'admin_messages' ? unread : undefined,
      }))}
      activeKey={screen ? menuKeyOf(screen.key) : undefined}
      title={header.title}
      description={header.description}
      onLogout={() => navigate('/logout')}
      renderLink={routerLink}
    >
      {userInfoError && !endsTheSession(userInfoError) ? (
        <RetryNotice title={userInfoFailed} error={userInfoError} onRetry={() => void reloadUserInfo()} />
      ) : null}
      <SessionNotKeptNotice />
      <DraftNotKeptNotice />
      <TermsGate />
      {!screen || canOpen(session.role, screen.key) ? (
        // Every list and record below keeps its state in the URL, written on the last written address (not
        // needed by Login, whose first JS stays small).
        <LatestSearchProvider>
          <ListStateInUrl>
            <Outlet />
          </ListStateInUrl>
        </LatestSearchProvider>
      ) : (
        <NotAvailable role={session.role} />
      )}
    </AppShell>
  );
}
