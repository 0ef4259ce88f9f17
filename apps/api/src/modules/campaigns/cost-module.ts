// PUT /configuration/user/costmodule (part 2 §3 "Cost module"): a campaign's price, term, lead limits
// and prepaid options in the spec's names, changed by the campaign update's own code and rules (only
// sent fields change; sold fields only while a draft; only the agency prices; archived → 409).
import {
  type costModuleRequest,
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  CAMPAIGN_FIELD_MESSAGES as M,
} from '@lead/shared';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { lineageIds } from '../white-label/company-settings.ts';
import type { PlatformOrigin } from './campaign-view.ts';
import { updateCampaign } from './update-campaign.ts';

type CostModuleInput = z.output<typeof costModuleRequest>;

const isModuleKind = (name: string | undefined): name is LeadModuleKind =>
  (LEAD_MODULE_KINDS as readonly (string | undefined)[]).includes(name);

/** The client of the campaign and the companies above it, up to the caller's own. */
function companiesNamingCampaign(clientPath: string, actor: Actor): number[] {
  const lineage = lineageIds(clientPath);
  const own = lineage.indexOf(actor.companyId);
  return own === -1 ? lineage : lineage.slice(0, own + 1);
}

export async function setCostModule(
  ctx: AppContext,
  actor: Actor,
  input: CostModuleInput,
  origin: PlatformOrigin,
  ip: string | null,
) {
  const { companyID, ClientID, LeadspeekApiId, ModuleName, CostMaxLead: _noCap, ...sent } = input;
  // The calls of this form name the campaign twice, by its public id and by its row id (ClientID):
  // both must name the same campaign, and companyID its client or a company above it.
  const { campaign, company } = await visibleCampaign(ctx.db, actor, LeadspeekApiId ?? (ClientID as number));
  if (ClientID !== undefined && ClientID !== campaign.id) throw notFound();
  if (companyID !== undefined && !companiesNamingCampaign(company.path, actor).includes(companyID))
    throw notFound();
  // 'LeadsPeek' names every campaign product; a product name must be the campaign's own.
  if (isModuleKind(ModuleName) && ModuleName !== campaign.module)
    throw invalid({ ModuleName: M.wrongModule });
  const fields = Object.fromEntries(
    Object.entries(sent).filter(([, value]) => value !== undefined),
  ) as Partial<typeof sent>;
  const saved = await updateCampaign(
    ctx,
    actor,
    'generic',
    { ...fields, leadspeekID: campaign.leadspeekApiId },
    origin,
    ip,
  );
  return { result: 'success' as const, ...saved };
}
