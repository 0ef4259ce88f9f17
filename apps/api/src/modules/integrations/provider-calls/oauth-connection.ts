// What the OAuth callbacks (Google Sheets, Slack) share: the company's integration row of the
// provider made or updated with the sealed credentials, connected, and the user log's line, in one
// transaction. The company is the one the callback's sealed `state` proved.
import { eq } from 'drizzle-orm';
import { companyIntegrations } from '../../../db/schema/index.ts';
import type { ProvenCompany } from '../../../platform/access/companies.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { sealSecret } from '../../../platform/secret-box.ts';
import { writeUserLog } from '../../../platform/user-log.ts';
import type { Credentials, ProviderSlug } from '../connector.ts';
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
