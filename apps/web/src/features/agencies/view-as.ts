// View as another user and back (part 1 §4 "View mode"). Only the viewer's token is kept aside
// ('access_token_ori'); the user data of either side is always read fresh from the API.
import { userRoutes as routes, viewAsLanding } from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import {
  callsAnswered,
  endingSessionOnPurpose,
  holdPageCalls,
  leaveForAnotherAccount,
} from '../../lib/api-request.ts';
import { signOut } from '../../lib/session.tsx';
import { holdStreams } from '../../lib/stream-hold.ts';
import { originalTokenStore, tokenStore } from '../../lib/token-store.ts';

/**
 * The other account's page opens as a fresh load. Loaded in place, the page still on screen rendered
 * once more for the new account before it left, and asked for its list with the new account's ids and
 * token (a refused call at every switch); a fresh load also leaves no cached answer of the other
 * account (settings, roles, lists) behind.
 */
const openAfresh = (path: string) => window.location.assign(path);

/** How long the return from a view waits for the viewed page's calls that are out. */
const CALLS_OUT_WAIT_MS = 3_000;

/** The shell facts of the account `token` opens, read straight from the API (not into the page's cache). */
const shellFactsWith = (token: string) => call(routes.shellFacts, undefined, { token });

/**
 * Stores the account's token and opens `path` afresh. From here the page on screen sends nothing
 * more: it belongs to the account it leaves, and its next call (a debounced search, a refetch) would
 * carry the other account's token.
 */
function openAs(token: string, path: string): void {
  leaveForAnotherAccount();
  tokenStore.set(token);
  openAfresh(path);
}

/**
 * Switches to `userId`'s account and opens its landing page, or `path` when given. The viewer's own
 * token stays the page's until then; if the landing cannot be read, the view is ended again.
 */
export async function startViewAs(userId: number, path?: string): Promise<void> {
  const answer = await call(routes.switchUser, { body: { usrID: userId } });
  let landing = path;
  if (!landing) {
    try {
      landing = viewAsLanding(await shellFactsWith(answer.access_token));
    } catch (error) {
      await call(routes.revertSwitch, undefined, { token: answer.access_token }).catch(() => undefined);
      throw error;
    }
  }
  const own = tokenStore.get();
  if (own) originalTokenStore.set(own);
  openAs(answer.access_token, landing);
}

/** Ends view mode on the server, restores the viewer's token and opens the list the view started from. */
export async function revertViewAs(): Promise<void> {
  // Live streams first: one still opening would reach the server after the view session ended (a 401).
  const release = holdStreams();
  // The viewed page's calls wait, and those it has out are answered, before the view session ends: a
  // report still waiting for one of the browser's connections reached the server after it (a 401).
  const releaseCalls = holdPageCalls();
  // Should one still come back refused, it must not end the viewer's session too (it once cleared
  // the token kept aside).
  const viewing = tokenStore.get();
  if (viewing) endingSessionOnPurpose(viewing);
  await callsAnswered(CALLS_OUT_WAIT_MS);
  try {
    await call(routes.revertSwitch, undefined, { token: viewing });
  } catch (error) {
    release();
    releaseCalls();
    throw error;
  }
  // The viewed account's page sends nothing more: its session has ended (the held calls neither).
  leaveForAnotherAccount();
  releaseCalls();
  const original = originalTokenStore.get();
  originalTokenStore.clear();
  if (!original) {
    // The viewer's token is gone (another tab reverted or signed out): start again from sign-in.
    await signOut();
    openAfresh('/login');
    return;
  }
  // Back to the list the view started from: platform staff's agency list, an agency's clients (or
  // the viewer's landing when the facts cannot be read: the view has ended either way).
  const facts = await shellFactsWith(original).catch(() => null);
  const list = facts?.systemuser ? '/configuration/agency-list' : '/configuration/client-management';
  openAs(original, facts ? list : '/');
}
