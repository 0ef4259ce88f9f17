// Signed links (issue 26): a download the spec opens as a browser navigation carries no bearer token,
// so a signed-in caller first asks for a link to that exact address. The link is sealed with the
// secrets key, as live-leads tickets and OAuth states are (secret-box.ts): it names the session that
// asked, the address (path and query) and an expiry a minute away. Only on a route that declares
// `signedLink` does it stand in for the bearer token (actor.ts), only for that address and only while
// the session still signs in; the route's own access rules then run as for that session.
import type { Config } from '../config.ts';
import { openSecret, sealSecret } from '../secret-box.ts';
import type { Actor } from './actor.ts';

/** Long enough for the browser to follow the link it just asked for, short enough not to be kept. */
export const SIGNED_LINK_TTL_MS = 60_000;
/** The query parameter that carries the seal. */
export const SIGNED_LINK_PARAM = 'link';
/** Where server.ts mounts the declared routes: a link is an address on this host. */
export const API_PREFIX = '/api';

type KeyConfig = Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>;
type LinkSeal = { kind: 'signed-link'; sessionId: number; address: string; expiresAt: number };

/** Path and query without the seal, the query in a fixed order: what a link is bound to. */
function addressOf(url: string): { address: string; seal: string | null } {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
  const seal = query.get(SIGNED_LINK_PARAM);
  query.delete(SIGNED_LINK_PARAM);
  query.sort();
  const rest = query.toString();
  return { address: rest ? `${path}?${rest}` : path, seal };
}

/**
 * A link to `path` (a declared route's address below /api, with its query) that stands for the
 * actor's session until it expires.
 */
export function signedLinkFor(
  keys: KeyConfig,
  actor: Pick<Actor, 'sessionId'>,
  path: string,
  now = Date.now(),
): { url: string; expires_at: string } {
  const { address } = addressOf(`${API_PREFIX}${path}`);
  const expiresAt = now + SIGNED_LINK_TTL_MS;
  const seal: LinkSeal = { kind: 'signed-link', sessionId: actor.sessionId, address, expiresAt };
  const sealed = sealSecret(keys, JSON.stringify(seal));
  const separator = address.includes('?') ? '&' : '?';
  return {
    url: `${address}${separator}${SIGNED_LINK_PARAM}=${encodeURIComponent(sealed)}`,
    expires_at: new Date(expiresAt).toISOString(),
  };
}

/**
 * The session a request's signed link stands for, or null: no seal, forged or altered, sealed for
 * another address, or expired. Whether that session still signs in is the caller's question.
 */
export function sessionOfSignedLink(keys: KeyConfig, requestUrl: string, now = Date.now()): number | null {
  const { address, seal } = addressOf(requestUrl);
  if (!seal) return null;
  const plain = openSecret(keys, seal);
  if (!plain) return null;
  let parsed: Partial<LinkSeal>;
  try {
    parsed = JSON.parse(plain) as Partial<LinkSeal>;
  } catch {
    return null;
  }
  if (parsed.kind !== 'signed-link' || parsed.address !== address) return null;
  if (typeof parsed.expiresAt !== 'number' || parsed.expiresAt < now) return null;
  return Number.isSafeInteger(parsed.sessionId) ? (parsed.sessionId as number) : null;
}
