// View as another user and back (part 1 §4 "View mode"). Only the viewer's token is kept aside
// ('access_token_ori'); the user data of either side is always read fresh from the API.
import { userRoutes as routes, viewAsLanding } from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { endingSessionOnPurpose } from '../../lib/api-request.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  fetchSessionUser,
  fetchShellFacts,
  sessionUserKey,
  shellFactsKey,
  signOut,
} from '../../lib/session.tsx';
import { originalTokenStore, tokenStore } from '../../lib/token-store.ts';

const KEPT_QUERIES = new Set<unknown>([sessionUserKey[0], shellFactsKey[0], 'domain-info']);

/** Cached answers of the other account (settings, roles, lists) must not show for this one. */
function dropOtherAccountData(): void {
  queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(query.queryKey[0]) });
}

async function loadSession() {
  const [user, facts] = await Promise.all([
    queryClient.fetchQuery({ queryKey: sessionUserKey, queryFn: () => fetchSessionUser(), staleTime: 0 }),
    queryClient.fetchQuery({ queryKey: shellFactsKey, queryFn: fetchShellFacts, staleTime: 0 }),
  ]);
  return { user, facts };
}

/** Switches to `userId`'s account and answers the path to open. */
export async function startViewAs(userId: number): Promise<string> {
  const answer = await call(routes.switchUser, { body: { usrID: userId } });
  const own = tokenStore.get();
  if (own) originalTokenStore.set(own);
  tokenStore.set(answer.access_token);
  dropOtherAccountData();
  const { facts } = await loadSession();
  return viewAsLanding(facts);
}

/** Ends view mode on the server, restores the viewer's token and answers the path to open. */
export async function revertViewAs(): Promise<string> {
  // The viewed page may still have requests out: their 401s, once the server has ended the view
  // session, must not end the viewer's session too (they once cleared the token kept aside).
  const viewing = tokenStore.get();
  if (viewing) endingSessionOnPurpose(viewing);
  await call(routes.revertSwitch);
  const original = originalTokenStore.get();
  originalTokenStore.clear();
  if (!original) {
    // The viewer's token is gone (another tab reverted or signed out): start again from sign-in.
    await signOut();
    return '/login';
  }
  tokenStore.set(original);
  dropOtherAccountData();
  const { facts } = await loadSession();
  // Back to the list the view started from: platform staff's agency list, an agency's clients.
  return facts.systemuser ? '/configuration/agency-list' : '/configuration/client-management';
}
