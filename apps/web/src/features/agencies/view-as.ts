// View as another user and back (part 1 §4 "View mode"). Only the viewer's token is kept aside
// ('access_token_ori'); the user data of either side is always read fresh from the API.
import { userRoutes as routes, viewAsLanding } from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { endingSessionOnPurpose } from '../../lib/api-request.ts';
import { fetchShellFacts, signOut } from '../../lib/session.tsx';
import { holdStreams } from '../../lib/stream-hold.ts';
import { originalTokenStore, tokenStore } from '../../lib/token-store.ts';

/**
 * The other account's page opens as a fresh load. Loaded in place, the page still on screen rendered
 * once more for the new account before it left, and asked for its list with the new account's ids and
 * token (a refused call at every switch); a fresh load also leaves no cached answer of the other
 * account (settings, roles, lists) behind.
 */
const openAfresh = (path: string) => window.location.assign(path);

/**
 * Switches to `userId`'s account and opens its landing page, or `path` when given. The shell facts
 * that choose the landing are read straight from the API, not into the cache the page on screen reads.
 */
export async function startViewAs(userId: number, path?: string): Promise<void> {
  const answer = await call(routes.switchUser, { body: { usrID: userId } });
  const own = tokenStore.get();
  if (own) originalTokenStore.set(own);
  tokenStore.set(answer.access_token);
  openAfresh(path ?? viewAsLanding(await fetchShellFacts()));
}

/** Ends view mode on the server, restores the viewer's token and opens the list the view started from. */
export async function revertViewAs(): Promise<void> {
  // Live streams first: one still opening would reach the server after the view session ended (a 401).
  const release = holdStreams();
  // The viewed page may still have requests out: their 401s, once the server has ended the view
  // session, must not end the viewer's session too (they once cleared the token kept aside).
  const viewing = tokenStore.get();
  if (viewing) endingSessionOnPurpose(viewing);
  try {
    await call(routes.revertSwitch);
  } catch (error) {
    release();
    throw error;
  }
  const original = originalTokenStore.get();
  originalTokenStore.clear();
  if (!original) {
    // The viewer's token is gone (another tab reverted or signed out): start again from sign-in.
    await signOut();
    openAfresh('/login');
    return;
  }
  tokenStore.set(original);
  const facts = await fetchShellFacts();
  // Back to the list the view started from: platform staff's agency list, an agency's clients.
  openAfresh(facts.systemuser ? '/configuration/agency-list' : '/configuration/client-management');
}
