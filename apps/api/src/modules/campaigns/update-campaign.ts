// PUT /leadspeek/client/update, /client/local/update, /client/locator/update: changes of a visible
// campaign. Only sent fields change; an archived campaign is not changed (409); every field rule
// is checked against the campaign as it would be stored, before anything is written. What the
// campaign was sold as (price, term, prepaid options) changes only while it is a draft, and its
// product never (the shared rule campaignFieldLock; issue 14): a refused change is a 422 whose
// message is the sentence naming the field.
import {
  type CampaignPriceCents,
  dollarsToCents,
  type LeadModuleKind,
  landingPageProblem,
  lockedCampaignChanges,
  CAMPAIGN_FIELD_MESSAGES as M,
  messages,
  type PaymentTerm,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { lineageIds } from '../white-label/company-settings.ts';
import { checkCampaignFields } from './campaign-checks.ts';
import { type CampaignFieldsInput, columnsOf } from './campaign-columns.ts';
import { type ExplicitPrice, priceForNewCampaign, refuseClientPrice } from './campaign-pricing.ts';
import { campaignViewOf, type PlatformOrigin } from './campaign-view.ts';

export type UpdateKind = 'generic' | 'local' | 'locator';

type SaleInput = {
  leadspeekType?: LeadModuleKind;
  PaymentTerm?: PaymentTerm;
  PlatformFee?: string;
  CostMonth?: string;
  CostSet?: string;
};
type UpdateInput = CampaignFieldsInput & SaleInput & { leadspeekID: string | number };
type CampaignRow = typeof campaigns.$inferSelect;

const PRICE_COLUMNS = {
  PlatformFee: 'platformFeeCents',
  CostMonth: 'minCostCents',
  CostSet: 'costPerLeadCents',
} as const;

/** The sale fields whose sent value differs from the stored one (sending it again is no change). */
function changedSaleFields(campaign: CampaignRow, sale: SaleInput, fields: CampaignFieldsInput): string[] {
  const changed: string[] = [];
  if (sale.leadspeekType !== undefined && sale.leadspeekType !== campaign.module)
    changed.push('leadspeekType');
  if (sale.PaymentTerm !== undefined && sale.PaymentTerm !== campaign.paymentTerm)
    changed.push('PaymentTerm');
  for (const [field, column] of Object.entries(PRICE_COLUMNS)) {
    const sent = sale[field as keyof typeof PRICE_COLUMNS];
    if (sent !== undefined && dollarsToCents(sent) !== campaign[column]) changed.push(field);
  }
  if (fields.leadsbuy !== undefined && fields.leadsbuy !== campaign.leadsBuy) changed.push('leadsbuy');
  if (fields.topupoptions !== undefined && fields.topupoptions !== campaign.topupOptions)
    changed.push('topupoptions');
  if (
    fields.contiDurationSelection !== undefined &&
    fields.contiDurationSelection !== campaign.contiDurationSelection
  )
    changed.push('contiDurationSelection');
  return changed;
}

/** A landing or thank-you page the campaign already holds is kept; a new one must be public (422). */
function refuseNewPrivatePages(campaign: CampaignRow, fields: CampaignFieldsInput): void {
  const problems: Record<string, string> = {};
  const pages = [
    ['urlCode', fields.urlCode, campaign.urlCode],
    ['urlCodeThankyou', fields.urlCodeThankyou, campaign.urlCodeThankyou],
  ] as const;
  for (const [field, sent, stored] of pages) {
    const problem = sent ? landingPageProblem(sent, stored) : null;
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) throw lockedChange(problems);
}

/** 422 whose message is the (first) sentence: the web shows it as it is. */
function lockedChange(refused: Record<string, string>): AppError {
  const error = new AppError(422, 'invalidInput', refused);
  error.message = Object.values(refused)[0] ?? messages.invalidInput;
  return error;
}

export async function updateCampaign(
  ctx: AppContext,
  actor: Actor,
  kind: UpdateKind,
  input: UpdateInput,
  origin: PlatformOrigin,
  ip: string | null,
) {
  const { leadspeekID, leadspeekType, PaymentTerm: term, PlatformFee, CostMonth, CostSet, ...fields } = input;
  const sale: SaleInput = { leadspeekType, PaymentTerm: term, PlatformFee, CostMonth, CostSet };
  const { campaign: visible, company } = await visibleCampaign(ctx.db, actor, leadspeekID);

  const updated = await ctx.db.transaction(async (tx) => {
    // Locked, so a start between the check and the write cannot let a price change through.
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, visible.id)).for('update');
    if (!campaign) throw notFound();
    if (campaign.status === 'archived') throw new AppError(409, 'invalidInput', { leadspeekID: M.archived });
    // The module routes accept only their module's campaigns.
    if (kind !== 'generic' && campaign.module !== kind)
      throw new AppError(422, 'invalidInput', { leadspeekID: M.wrongModule });

    refuseNewPrivatePages(campaign, fields);
    const changed = changedSaleFields(campaign, sale, fields);
    const refused = lockedCampaignChanges(changed, campaign.status);
    if (Object.keys(refused).length > 0) throw lockedChange(refused);
    const explicit: ExplicitPrice = {};
    for (const field of ['PlatformFee', 'CostMonth', 'CostSet'] as const)
      if (changed.includes(field)) explicit[field] = sale[field];
    refuseClientPrice(actor.userType === 'client', explicit);

    const columns = columnsOf(fields);
    await checkCampaignFields(tx, { client: company, module: campaign.module }, fields, {
      ...campaign,
      ...columns,
    });

    // A draft's term or price: the agency's price for the new term, or the stored price with the
    // amounts the agency sent (an enhance or b2b cost per lead below the root minimum is refused).
    const termChanged = changed.includes('PaymentTerm') && term !== undefined;
    let price: Partial<CampaignPriceCents> & { paymentTerm?: PaymentTerm } = {};
    if (termChanged || Object.keys(explicit).length > 0) {
      const [agency] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, company.parentId ?? 0));
      if (!agency) throw notFound();
      const newTerm = termChanged ? term : (campaign.paymentTerm as PaymentTerm);
      if (termChanged && !agency.selectedTerms.includes(newTerm))
        throw invalid({ PaymentTerm: M.termNotOffered });
      const rootId = lineageIds(company.path).at(-1) as number;
      const priced = await priceForNewCampaign(
        tx,
        { agencyId: agency.id, rootId },
        campaign.module,
        newTerm,
        explicit,
      );
      price = termChanged
        ? { ...priced, paymentTerm: newTerm }
        : Object.fromEntries(
            Object.keys(explicit).map((field) => {
              const column = PRICE_COLUMNS[field as keyof typeof PRICE_COLUMNS];
              return [column, priced[column]];
            }),
          );
    }

    const [row] = await tx
      .update(campaigns)
      .set({
        ...columns,
        ...price,
        // The originals keep the dates as first set.
        originalStartDate: campaign.originalStartDate ?? columns.startDate ?? null,
        originalEndDate: campaign.originalEndDate ?? columns.endDate ?? null,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    const names = [...Object.keys(fields), ...changed.filter((field) => !(field in fields))];
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Updated ${kind === 'generic' ? '' : `${kind} `}campaign ${campaign.leadspeekApiId}: ${names.join(', ') || 'nothing'}`,
      campaign.leadspeekApiId,
    );
    return row ?? campaign;
  });
  return { message: messages.dataUpdated, campaign: campaignViewOf(updated, company, origin) };
}
