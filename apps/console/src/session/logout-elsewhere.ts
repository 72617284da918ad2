import { useEffect } from 'react';

/**
 * Logout in one tab logs out the others (ADR 0097): the tab that logs out posts on this
 * BroadcastChannel; every other tab of the console forgets its session too and shows Login.
 */
const channelName = 'stride.session';
const thisTab = crypto.randomUUID();

export type LogoutMessage = { type: 'logged-out'; from: string };
const logoutMessage = (from: string): LogoutMessage => ({ type: 'logged-out', from });

/** Tells the console's other tabs that this one logged out. */
export function announceLogout() {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(logoutMessage(thisTab));
  channel.close();
}

/** Calls `onLoggedOut` when another tab of the console logs out. */
export function useLogoutElsewhere(onLoggedOut: () => void) {
  useEffect(() => {
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<Partial<LogoutMessage>>) => {
      if (event.data.type === 'logged-out' && event.data.from !== thisTab) onLoggedOut();
    };
    return () => channel.close();
  }, [onLoggedOut]);
}

/** Posts what another tab's logout would post (for stories and tests). */
export function logoutInAnotherTab() {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(logoutMessage('another-tab'));
  channel.close();
}
