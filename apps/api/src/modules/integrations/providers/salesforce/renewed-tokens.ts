// Access tokens Salesforce renewed, kept in this process per org and refresh token (hashed): the
// stored credentials keep the access token of the connect only, so once it expired every delivery
// would pay a refused call and a token request before its own. Salesforce's token answer names no
// lifetime: a kept token serves until Salesforce refuses it, and jsforce renews it again. Not
// written back into the sealed credentials: connectors have no way to write them (the OAuth
// callback and the screens do), and one renewal per process per session timeout costs little.
import { createHash } from 'node:crypto';

const renewedTokens = new Map<string, string>();

const keyOf = (instanceUrl: string, refreshToken: string) =>
  createHash('sha256').update(`${instanceUrl}\n${refreshToken}`).digest('base64url');

export const renewedAccessToken = (instanceUrl: string, refreshToken: string): string | undefined =>
  renewedTokens.get(keyOf(instanceUrl, refreshToken));

export function keepRenewedAccessToken(instanceUrl: string, refreshToken: string, accessToken: string) {
  if (renewedTokens.size > 10_000) renewedTokens.clear();
  renewedTokens.set(keyOf(instanceUrl, refreshToken), accessToken);
}

/** Salesforce refused the grant (revoked): its kept token is of no use any more. */
export const forgetRenewedAccessToken = (instanceUrl: string, refreshToken: string) =>
  renewedTokens.delete(keyOf(instanceUrl, refreshToken));
