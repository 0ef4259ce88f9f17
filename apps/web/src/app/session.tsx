// The signed-in user: a stored token plus user data held only in memory (React Query), never persisted.
import type { SessionUser } from '@lead/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, use, useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { tokenStore } from './token-store.ts';

export const sessionUserKey = ['session-user'] as const;

export function useAccessToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}

/** GET /user with the stored token, or with `token` before it is stored (single sign-on). */
export const fetchSessionUser = (token?: string) =>
  api.get<SessionUser>('/user', token ? { token } : undefined);

export function useSessionUser() {
  const token = useAccessToken();
  return useQuery({
    queryKey: sessionUserKey,
    queryFn: () => fetchSessionUser(),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Starts a session: the previous user's data goes, the visitor guard then sends the user onward. */
export function signIn(token: string): void {
  queryClient.removeQueries({ queryKey: sessionUserKey });
  tokenStore.set(token);
}

/** A password change revokes every session and hands back a fresh token for the same user. */
export function replaceToken(token: string): void {
  tokenStore.set(token);
}

/** Log out (part 1 §2): end the session on the server, forget it here, go to /login. */
export async function signOut(): Promise<void> {
  const token = tokenStore.get();
  tokenStore.clear();
  queryClient.clear();
  navigateTo('/login');
  // The token is no longer stored, so a 401 here is not reported as an ended session.
  if (token) await api.post('/logout', undefined, { token }).catch(() => undefined);
}

const CurrentUserContext = createContext<SessionUser | null>(null);
export const CurrentUserProvider = CurrentUserContext.Provider;

/** The loaded user inside the signed-in layout. */
export function useCurrentUser(): SessionUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available inside the signed-in layout.');
  return user;
}
