// The signed-in user: a stored token plus user data and shell facts held only in memory (React Query).
import { authRoutes, userRoutes as routes, type SessionUser } from '@lead/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, use, useSyncExternalStore } from 'react';
import { call } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { holdStreams } from './stream-hold.ts';
import { originalTokenStore, tokenStore } from './token-store.ts';

export const sessionUserKey = ['session-user'] as const;
export const shellFactsKey = ['shell-facts'] as const;

export function useAccessToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}

/** GET /user with the stored token, or with `token` before it is stored (single sign-on). */
export const fetchSessionUser = (token?: string) =>
  call(routes.sessionUser, undefined, token ? { token } : undefined);

/** GET /user/shell: the facts the shared shell rules take (contracts/shell.ts). */
export const fetchShellFacts = () => call(routes.shellFacts);

// One definition each for the layout's queries and the start-up prefetch, so they meet in the cache.
const sessionUserQuery = queryOptions({
  queryKey: sessionUserKey,
  queryFn: () => fetchSessionUser(),
  staleTime: 60_000,
});
const shellFactsQuery = queryOptions({
  queryKey: shellFactsKey,
  queryFn: fetchShellFacts,
  staleTime: 60_000,
});

export function useSessionUser() {
  const token = useAccessToken();
  return useQuery({ ...sessionUserQuery, enabled: token !== null });
}

export function useShellFacts() {
  const token = useAccessToken();
  return useQuery({ ...shellFactsQuery, enabled: token !== null });
}

/**
 * On a signed-in load, asks for the user and the shell facts as soon as the app starts, while the
 * shell's code still downloads, instead of after it (the layout's queries then find them).
 */
export function prefetchSession(): void {
  if (tokenStore.get() === null) return;
  void queryClient.prefetchQuery(sessionUserQuery);
  void queryClient.prefetchQuery(shellFactsQuery);
}

/** After a profile, card, role or setting change the user data and the facts are read again. */
export async function refreshSession(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionUserKey }),
    queryClient.invalidateQueries({ queryKey: shellFactsKey }),
  ]);
}

/** Starts a session: the previous user's data goes, the visitor guard then sends the user onward. */
export function signIn(token: string): void {
  queryClient.removeQueries({ queryKey: sessionUserKey });
  queryClient.removeQueries({ queryKey: shellFactsKey });
  tokenStore.set(token);
}

/** A password change revokes every session and hands back a fresh token for the same user. */
export function replaceToken(token: string): void {
  tokenStore.set(token);
}

/** Log out (part 1 §2): end the session on the server, forget it here, go to /login. */
export async function signOut(): Promise<void> {
  // Live streams first: one still opening would reach the server after the session ended (a 401).
  const release = holdStreams();
  const tokens = [tokenStore.get(), originalTokenStore.get()];
  tokenStore.clear();
  // Logging out while viewing another account ends the viewer's own session too.
  originalTokenStore.clear();
  queryClient.clear();
  navigateTo('/login');
  // The tokens are no longer stored, so a 401 here is not reported as an ended session.
  try {
    for (const token of tokens) {
      if (token) await call(authRoutes.logout, undefined, { token }).catch(() => undefined);
    }
  } finally {
    release();
  }
}

const CurrentUserContext = createContext<SessionUser | null>(null);
export const CurrentUserProvider = CurrentUserContext.Provider;

/** The loaded user inside the signed-in layout. */
export function useCurrentUser(): SessionUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available inside the signed-in layout.');
  return user;
}
