// POST /leadspeek/client/create: a new draft campaign for a client, in a module the client and its
// agency have enabled, priced from the agency's costs for the campaign's term (issue 5 points 1, 3).
import { randomInt } from 'node:crypto';
import {
  type campaignCreateRequest,
  CAMPAIGN_FIELD_MESSAGES as M,
  messages,
  moduleDisplayName,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { clientModulesOf } from '../companies/tenant-rows.ts';
import { defaultPaymentTermOf } from '../settings/appearance-setting.ts';
import { lineageIds } from '../white-label/company-settings.ts';
import { checkCampaignFields } from './campaign-checks.ts';
import { campaignClient } from './campaign-client.ts';
import { columnsOf } from './campaign-columns.ts';
import { priceForNewCampaign, refuseClientPrice } from './campaign-pricing.ts';
import { campaignViewOf, type PlatformOrigin } from './campaign-view.ts';

type CreateInput = z.output<typeof campaignCreateRequest>;

/** A random 8-digit public id; the unique index decides, so a clash is retried. */
const newLeadspeekApiId = () => String(randomInt(10_000_000, 100_000_000));

export async function createCampaign(
  ctx: AppContext,
  actor: Actor,
  input: CreateInput,
  origin: PlatformOrigin,
  ip: string | null,
) {
  const {
    companyID,
    leadspeekType: module,
    PaymentTerm: chosenTerm,
    PlatformFee,
    CostMonth,
    CostSet,
    ...fields
  } = input;
  const explicit = { PlatformFee, CostMonth, CostSet };
  const client = await campaignClient(ctx.db, actor, companyID);
  refuseClientPrice(actor.userType === 'client', explicit);
  if (!clientModulesOf(client.leadspeekType).includes(module))
    throw invalid({ leadspeekType: M.moduleNotEnabled });
  const [agency] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, client.parentId ?? 0));
  if (!agency) throw notFound();
  if (!agency.selectedModules.includes(module)) throw invalid({ leadspeekType: M.agencyModuleNotEnabled });
  const term = chosenTerm ?? (await defaultPaymentTermOf(ctx.db, agency.path));
  if (!agency.selectedTerms.includes(term)) throw invalid({ PaymentTerm: M.termNotOffered });

  const columns = columnsOf(fields);
  await checkCampaignFields(ctx.db, { client, module }, fields, columns);
  const rootId = lineageIds(client.path).at(-1) as number;
  const price = await priceForNewCampaign(ctx.db, { agencyId: agency.id, rootId }, module, term, explicit);

  for (let attempt = 0; ; attempt++) {
    const leadspeekApiId = newLeadspeekApiId();
    try {
      const campaign = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(campaigns)
          .values({
            ...columns,
            leadspeekApiId,
            companyId: client.id,
            module,
            campaignName: input.campaignName,
            status: 'draft',
            originalStartDate: columns.startDate ?? null,
            originalEndDate: columns.endDate ?? null,
            paymentTerm: term,
            ...price,
          })
          .returning();
        if (!row) throw new Error('campaign insert returned nothing');
        await logActorAction(
          tx,
          actor,
          ip,
          'campaign',
          `Created ${moduleDisplayName(module)} campaign ${leadspeekApiId} '${row.campaignName}' for ${client.companyName}`,
          leadspeekApiId,
        );
        return row;
      });
      return { message: messages.dataAdded, campaign: campaignViewOf(campaign, client, origin) };
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'campaigns_leadspeek_api_id_unique')) continue;
      throw error;
    }
  }
}
