// The company an OAuth callback (Google Sheets, issue 17; Slack, issue 25) connects. The callback is public (Google's redirect
// carries no session), so check-connect seals the company and the asking user into OAuth's `state`
// (AES-256-GCM: it cannot be forged or altered) for ten minutes; the callback proves the company
// from it. Google's single-use code makes a replayed state worthless.
import { and, eq, isNull } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db.ts';
import { openSecret, sealSecret } from '../secret-box.ts';
import type { Actor } from './actor.ts';
import type { ProvenCompany } from './companies.ts';
import { prove } from './proof.ts';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

type KeyConfig = Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>;
/** Which provider's callback a state is for: a Google state cannot complete a Slack install. */
export type OAuthPurpose = 'google-oauth' | 'slack-oauth' | 'salesforce-oauth';

type StatePayload = {
  purpose: OAuthPurpose;
  companyId: number;
  userId: number;
  viewerUserId: number | null;
  expiresAt: number;
};

export function oauthStateFor(
  config: KeyConfig,
  actor: Actor,
  company: ProvenCompany,
  purpose: OAuthPurpose = 'google-oauth',
  now = Date.now(),
): string {
  const payload: StatePayload = {
    purpose,
    companyId: company.id,
    userId: actor.userId,
    viewerUserId: actor.viewerUserId,
    expiresAt: now + STATE_LIFETIME_MS,
  };
  return sealSecret(config, JSON.stringify(payload));
}

/** The live company and the user a state names, or null (forged, altered, expired, company gone). */
export async function companyOfOAuthState(
  db: Queryable,
  config: KeyConfig,
  state: string,
  purpose: OAuthPurpose = 'google-oauth',
  now = Date.now(),
): Promise<{ company: ProvenCompany; userId: number; viewerUserId: number | null } | null> {
  const plain = openSecret(config, state);
  if (!plain) return null;
  let payload: StatePayload;
  try {
    payload = JSON.parse(plain) as StatePayload;
  } catch {
    return null;
  }
  if (payload.purpose !== purpose || !Number.isInteger(payload.companyId) || payload.expiresAt < now)
    return null;
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, payload.companyId), isNull(companies.removedAt)))
    .limit(1);
  if (!row || row.kind === 'root') return null;
  return {
    company: prove('company', row),
    userId: payload.userId,
    viewerUserId: payload.viewerUserId ?? null,
  };
}
