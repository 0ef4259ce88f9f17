// What the OAuth callbacks (Google Sheets, Slack) share: the company's integration row of the
// provider made or updated with the sealed credentials, connected, and the user log's line, in one
// transaction. The company is the one the callback's sealed `state` proved.
import { eq } from 'drizzle-orm';
import { companyIntegrations } from '../../../db/schema/index.ts';
import type { ProvenCompany } from '../../../platform/access/companies.ts';
import { companyOfOAuthState, type OAuthPurpose } from '../../../platform/access/oauth-state.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { sealSecret } from '../../../platform/secret-box.ts';
import { writeUserLog } from '../../../platform/user-log.ts';
import { type Credentials, InvalidCredentialsError, ProviderError, type ProviderSlug } from '../connector.ts';
import { companyIntegration } from '../read-integrations.ts';

export type OAuthGrant = { credentials: Credentials; accountName: string };
type NamedBy = { company: ProvenCompany; userId: number; viewerUserId: number | null };

export async function saveOAuthConnection(
  ctx: AppContext,
  slug: ProviderSlug,
  named: NamedBy,
  grant: OAuthGrant,
  providerName: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const existing = await companyIntegration(tx, named.company, slug);
    const columns = {
      credentialsEncrypted: sealSecret(ctx.config, JSON.stringify(grant.credentials)),
      credentialFields: [],
      accountName: grant.accountName,
      status: 'connected' as const,
      lastError: null,
      connectedAt: new Date(),
      disconnectedAt: null,
      updatedAt: new Date(),
    };
    if (existing)
      await tx.update(companyIntegrations).set(columns).where(eq(companyIntegrations.id, existing.id));
    else await tx.insert(companyIntegrations).values({ companyId: named.company.id, slug, ...columns });
    await writeUserLog(tx, {
      userId: named.userId,
      companyId: named.company.id,
      actingUserId: named.viewerUserId,
      action: 'integration',
      description: `Connected ${providerName} (${grant.accountName}) for company #${named.company.id}`,
      ip: null,
      campaignId: null,
    });
  });
}

/** One provider's OAuth callback: whose state it takes, where it lands, how it trades its code. */
export type OAuthCallback = {
  slug: ProviderSlug;
  providerName: string;
  purpose: OAuthPurpose;
  /** The provider's settings page, which reads `?{outcomeParam}=connected|denied|expired|error`. */
  landingPage: string;
  outcomeParam: string;
  /** Trades the code for the grant; null when the platform has no app of this provider. */
  exchange: ((code: string) => Promise<OAuthGrant>) | null;
};

/** A provider's redirect back: connects the company its state names; answers where the browser goes. */
export async function completeOAuthConnection(
  ctx: AppContext,
  callback: OAuthCallback,
  query: { code?: string; state: string; error?: string },
): Promise<string> {
  const landing = (outcome: string) => `${callback.landingPage}?${callback.outcomeParam}=${outcome}`;
  const named = await companyOfOAuthState(ctx.db, ctx.config, query.state, callback.purpose);
  if (!named) return landing('expired');
  if (query.error || !query.code) return landing('denied');
  if (!callback.exchange) return landing('error');
  try {
    const grant = await callback.exchange(query.code);
    await saveOAuthConnection(ctx, callback.slug, named, grant, callback.providerName);
  } catch (error) {
    if (error instanceof InvalidCredentialsError || error instanceof ProviderError) return landing('error');
    throw error;
  }
  return landing('connected');
}
