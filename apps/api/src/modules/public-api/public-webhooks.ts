// GET, POST and DELETE /v1/webhooks and POST /v1/webhooks/{id}/rotate-secret (issue 26 part 2 item
// 3): the webhooks of the integrations (issue 17) — a company's, for all its campaigns, or one
// campaign's own — signed per Standard Webhooks with the endpoint's secret (providers/webhook). The
// URL passes the same SSRF check as the web's; the secret is answered on create and rotate only.
// One webhook per company (or campaign), as the web has it: a second create answers 409.
import type { PublicWebhook, publicWebhookCreate, publicWebhooksQuery } from '@lead/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { campaigns, companies, companyIntegrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { integrationCompany, webhookInScope, webhooksInScope } from '../../platform/access/integrations.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { newWebhookSecret, sealCredentials, secretHint } from '../integrations/credentials.ts';
import { disconnectIntegration, rotateWebhookSecret } from '../integrations/manage-integration.ts';
import { checkedWebhookUrl } from '../integrations/save-integration.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { afterCursor, pageAtColumn } from './page-sql.ts';

const columns = {
  id: companyIntegrations.id,
  page_at: pageAtColumn(companyIntegrations.createdAt),
  url: companyIntegrations.url,
  companyId: companyIntegrations.companyId,
  campaignApiId: campaigns.leadspeekApiId,
  settings: companyIntegrations.settings,
  status: companyIntegrations.status,
  createdAt: companyIntegrations.createdAt,
};

type WebhookRow = {
  id: number;
  url: string | null;
  companyId: number;
  campaignApiId: string | null;
  settings: Record<string, string>;
  status: string;
  createdAt: Date;
};

const publicWebhookOf = (row: WebhookRow): PublicWebhook => ({
  id: row.id,
  url: row.url ?? '',
  company_id: row.companyId,
  campaign_id: row.campaignApiId,
  description: row.settings.description ?? null,
  status: row.status === 'error' ? 'failing' : 'active',
  secret_hint: row.settings.secret_hint ?? null,
  created_at: row.createdAt.toISOString(),
});

const selectWebhooks = (db: Queryable, actor: Actor, where: SQL[]) =>
  db
    .select(columns)
    .from(companyIntegrations)
    .innerJoin(companies, eq(companies.id, companyIntegrations.companyId))
    .leftJoin(campaigns, eq(campaigns.id, companyIntegrations.campaignId))
    .where(and(webhooksInScope(actor), ...where));

export async function listPublicWebhooks(
  db: Queryable,
  actor: Actor,
  query: z.output<typeof publicWebhooksQuery>,
) {
  const rows = await selectWebhooks(
    db,
    actor,
    afterCursor(
      companyIntegrations.createdAt,
      companyIntegrations.id,
      decodeCursor(query.cursor),
      query.since,
    ),
  )
    .orderBy(asc(companyIntegrations.createdAt), asc(companyIntegrations.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, publicWebhookOf);
}

async function readPublicWebhook(db: Queryable, actor: Actor, webhookId: number): Promise<PublicWebhook> {
  const [row] = await selectWebhooks(db, actor, [eq(companyIntegrations.id, webhookId)]);
  if (!row) throw notFound();
  return publicWebhookOf(row);
}

/** Whose webhook it is: a campaign's own, or a company's (the caller's, or a client it manages). */
async function ownerOf(
  db: Queryable,
  actor: Actor,
  body: z.output<typeof publicWebhookCreate>,
): Promise<{ company: ProvenCompany; campaignId: number | null }> {
  if (body.campaign_id === undefined)
    return {
      company: await integrationCompany(db, actor, body.client_id ?? actor.companyId),
      campaignId: null,
    };
  const { campaign, company } = await visibleCampaign(db, actor, body.campaign_id);
  if (body.client_id !== undefined && body.client_id !== company.id)
    throw invalid({ client_id: 'The campaign belongs to another client: leave client_id out.' });
  return { company, campaignId: campaign.id };
}

export async function createPublicWebhook(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof publicWebhookCreate>,
  ip: string,
) {
  const { company, campaignId } = await ownerOf(ctx.db, actor, body);
  const url = await checkedWebhookUrl(ctx, body.url);
  const secret = newWebhookSecret();
  const now = new Date();
  const values = {
    url,
    tags: [],
    credentialsEncrypted: sealCredentials(ctx.config, { secret }),
    credentialFields: [],
    settings: {
      secret_hint: secretHint(secret),
      ...(body.description ? { description: body.description } : {}),
    },
    status: 'connected' as const,
    lastError: null,
    accountName: new URL(url).host,
    connectedAt: now,
    disconnectedAt: null,
    secretRotatedAt: now,
    updatedAt: now,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: companyIntegrations.id, status: companyIntegrations.status })
      .from(companyIntegrations)
      .where(
        and(
          eq(companyIntegrations.companyId, company.id),
          eq(companyIntegrations.slug, 'webhook'),
          campaignId === null
            ? isNull(companyIntegrations.campaignId)
            : eq(companyIntegrations.campaignId, campaignId),
        ),
      )
      .for('update');
    if (existing && existing.status !== 'disconnected') throw new AppError(409, 'apiWebhookExists');
    let saved: { id: number } | undefined;
    if (existing) {
      // A deleted webhook's row comes back with the new URL and a new secret.
      [saved] = await tx
        .update(companyIntegrations)
        .set({ ...values, createdAt: now })
        .where(eq(companyIntegrations.id, existing.id))
        .returning({ id: companyIntegrations.id });
    } else {
      try {
        [saved] = await tx
          .insert(companyIntegrations)
          .values({ companyId: company.id, slug: 'webhook', campaignId, ...values, createdAt: now })
          .returning({ id: companyIntegrations.id });
      } catch (error) {
        if (isUniqueViolation(error, 'company_integrations_unique'))
          throw new AppError(409, 'apiWebhookExists');
        throw error;
      }
    }
    if (!saved) throw new Error('webhook row neither inserted nor updated');
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `Webhook connected through the developer API: ${url} (${company.companyName}${campaignId ? `, campaign ${campaignId}` : ''})`,
    );
    return saved.id;
  });
  return { ...(await readPublicWebhook(ctx.db, actor, id)), secret };
}

export async function rotatePublicWebhookSecret(
  ctx: AppContext,
  actor: Actor,
  webhookId: number,
  ip: string,
) {
  await webhookInScope(ctx.db, actor, webhookId);
  const { secret } = await rotateWebhookSecret(ctx, actor, webhookId, ip, { previousSigns: false });
  return { id: webhookId, secret };
}

/** The web's disconnect: nothing is sent to it any more, and what waited for it is marked failed. */
export async function deletePublicWebhook(ctx: AppContext, actor: Actor, webhookId: number, ip: string) {
  await webhookInScope(ctx.db, actor, webhookId);
  await disconnectIntegration(ctx, actor, webhookId, ip);
  return { id: webhookId, deleted: true as const };
}
