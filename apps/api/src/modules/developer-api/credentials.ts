// A company's developer API credentials (issue 26 part 2 item 1): made, listed, rotated and revoked
// by its owner or staff who accepted the developer marketing services agreement. The secret is
// answered once, when made or rotated; only its hash is kept. Revoking or rotating ends the
// credential's tokens at once.
import {
  type ApiCredentialRow,
  DEFAULT_API_CREDENTIAL_NAME,
  MAX_API_CREDENTIALS,
  messages,
} from '@lead/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { apiCredentials, apiTokens, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { selfCompanyOf } from '../../platform/access/companies.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { developerAgreementsOf, hasDeveloperAgreement } from '../features/beta-features.ts';

type CredentialRecord = typeof apiCredentials.$inferSelect;

const rowOf = (credential: CredentialRecord): ApiCredentialRow => ({
  id: credential.id,
  name: credential.name,
  client_id: credential.clientId,
  created_at: credential.createdAt.toISOString(),
  rotated_at: credential.rotatedAt?.toISOString() ?? null,
  last_used_at: credential.lastUsedAt?.toISOString() ?? null,
});

/** A client id says what it is in logs and support tickets; the rest is random. */
const newClientId = () => `lp_${newToken().slice(0, 24)}`;
const newSecret = () => `lps_${newToken()}`;

/** The agreement comes first (part 1 §6): 403 naming it, whatever the call. */
async function requireAgreement(db: Queryable, actor: Actor): Promise<void> {
  if (!(await hasDeveloperAgreement(db, selfOf(actor)))) throw new AppError(403, 'developerAgreementFirst');
}

/** A secret is issued only after the billing agreement too: its calls may charge without asking. */
async function requireBillingAgreement(db: Queryable, actor: Actor): Promise<void> {
  const agreed = await developerAgreementsOf(db, selfOf(actor));
  if (!agreed.developer) throw new AppError(403, 'developerAgreementFirst');
  if (!agreed.billing) throw new AppError(403, 'developerBillingAgreementFirst');
}

/** The spec sends the user's e-mail; when it does, it must be the caller's own. */
async function checkOwnEmail(db: Queryable, actor: Actor, email: string | undefined) {
  if (email === undefined) return;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, selfOf(actor).id));
  if (user?.email.toLowerCase() !== email) throw invalid({ email: messages.apiCredentialNotYours });
}

export async function generateApiCredential(
  ctx: AppContext,
  actor: Actor,
  input: { name?: string; email?: string },
  ip: string | null,
) {
  const company = selfCompanyOf(actor);
  return ctx.db.transaction(async (tx) => {
    await requireBillingAgreement(tx, actor);
    await checkOwnEmail(tx, actor, input.email);
    // One company's makes wait on each other, so the limit holds under a burst.
    await tx.execute(sql`select pg_advisory_xact_lock(7026, ${company.id})`);
    const [held] = await tx
      .select({ total: count() })
      .from(apiCredentials)
      .where(and(eq(apiCredentials.companyId, company.id), isNull(apiCredentials.revokedAt)));
    if ((held?.total ?? 0) >= MAX_API_CREDENTIALS) throw new AppError(409, 'apiCredentialLimit');
    const secret = newSecret();
    const [credential] = await tx
      .insert(apiCredentials)
      .values({
        companyId: company.id,
        name: input.name ?? DEFAULT_API_CREDENTIAL_NAME,
        clientId: newClientId(),
        secretHash: sha256(secret),
        createdByUserId: selfOf(actor).id,
      })
      .returning();
    if (!credential) throw new Error('the credential was not stored');
    await logActorAction(tx, actor, ip, 'api-credentials', `API credentials "${credential.name}" created`);
    return issued(credential, secret, messages.apiCredentialIssued);
  });
}

const issued = (credential: CredentialRecord, secret: string, message: string) => ({
  data: {
    status: 'success' as const,
    user: { client_id: credential.clientId, secret_key: secret },
  },
  credential: rowOf(credential),
  message,
});

export async function listApiCredentials(ctx: AppContext, actor: Actor, companyId: number, baseUrl: string) {
  const company = selfCompanyOf(actor);
  // Another company's id is no company of the caller's: nothing to show, as if it did not exist.
  if (companyId !== company.id) throw notFound();
  await requireAgreement(ctx.db, actor);
  const rows = await ctx.db
    .select()
    .from(apiCredentials)
    .where(and(eq(apiCredentials.companyId, company.id), isNull(apiCredentials.revokedAt)))
    .orderBy(desc(apiCredentials.createdAt), desc(apiCredentials.id));
  return {
    data: { status: rows.length > 0 ? ('success' as const) : ('none' as const) },
    base_url: baseUrl,
    client_id: rows[0]?.clientId ?? null,
    secret_key: null,
    credentials: rows.map(rowOf),
  };
}

/** The caller's company's live credential, locked; another company's or a revoked one is 404. */
async function ownCredential(db: Queryable, actor: Actor, credentialId: number) {
  const company = selfCompanyOf(actor);
  const [credential] = await db
    .select()
    .from(apiCredentials)
    .where(
      and(
        eq(apiCredentials.id, credentialId),
        eq(apiCredentials.companyId, company.id),
        isNull(apiCredentials.revokedAt),
      ),
    )
    .for('update');
  if (!credential) throw notFound();
  return credential;
}

type CredentialChange = Partial<Pick<CredentialRecord, 'secretHash' | 'rotatedAt' | 'revokedAt'>>;

/**
 * Changes the caller's company's live credential (404 for another's or a revoked one) and ends its
 * tokens at once, logging `what` it became. Answers the changed row.
 */
async function changeOwnCredential(
  ctx: AppContext,
  actor: Actor,
  credentialId: number,
  change: CredentialChange,
  ip: string | null,
  what: string,
) {
  const company = selfCompanyOf(actor);
  return ctx.db.transaction(async (tx) => {
    await requireAgreement(tx, actor);
    const credential = await ownCredential(tx, actor, credentialId);
    const [changed] = await tx
      .update(apiCredentials)
      .set(change)
      .where(and(eq(apiCredentials.id, credential.id), eq(apiCredentials.companyId, company.id)))
      .returning();
    if (!changed) throw notFound();
    await tx.delete(apiTokens).where(eq(apiTokens.credentialId, credential.id));
    await logActorAction(tx, actor, ip, 'api-credentials', `API credentials "${credential.name}" ${what}`);
    return changed;
  });
}

export async function rotateApiCredential(
  ctx: AppContext,
  actor: Actor,
  credentialId: number,
  ip: string | null,
) {
  await requireBillingAgreement(ctx.db, actor);
  const secret = newSecret();
  const change = { secretHash: sha256(secret), rotatedAt: new Date() };
  const rotated = await changeOwnCredential(ctx, actor, credentialId, change, ip, 'given a new secret');
  return issued(rotated, secret, messages.apiCredentialRotated);
}

export async function revokeApiCredential(
  ctx: AppContext,
  actor: Actor,
  credentialId: number,
  ip: string | null,
) {
  await changeOwnCredential(ctx, actor, credentialId, { revokedAt: new Date() }, ip, 'revoked');
  return { message: messages.apiCredentialRevoked };
}
