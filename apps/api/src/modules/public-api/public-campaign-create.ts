// POST /v1/campaigns (issue 26 part 2 item 3): our field names turned into the web wizard's payload
// and handed to the web's own campaign creation (create-campaign.ts), so every rule and price
// applies and the campaign starts as a draft; the wizard's required targeting of each module is
// asked here too. Refusals name our fields.
import {
  type campaignCreateRequest,
  type MessageKey,
  MODULE_KIND_OF,
  messages,
  type PublicCampaign,
  type PublicCampaignCreate,
} from '@lead/shared';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid } from '../../platform/errors.ts';
import type { PlatformOrigin } from '../campaigns/campaign-view.ts';
import { createCampaign } from '../campaigns/create-campaign.ts';
import { renamedProblems } from './problem-fields.ts';
import { readPublicCampaign } from './public-campaigns.ts';

type WizardPayload = z.output<typeof campaignCreateRequest>;

/** The wizard's field names as ours, for the 422 problem. */
const OUR_NAMES: Record<string, string> = {
  companyID: 'client_id',
  campaignName: 'name',
  leadspeekType: 'module',
  PaymentTerm: 'payment_term',
  urlCode: 'site_url',
  urlCodeThankyou: 'thank_you_url',
  locatorkeyword: 'keywords',
  nationaltargeting: 'national_targeting',
  locatorstate: 'states',
  locatorcity: 'cities',
  locatorzip: 'zip_codes',
  'targeting.attributes': 'attributes',
  'targeting.industries': 'industries',
  'targeting.jobTitles': 'job_titles',
  'targeting.companySizes': 'company_sizes',
};

const SITE_FIELDS = ['site_url', 'thank_you_url'] as const;
const SEARCH_FIELDS = ['keywords', 'national_targeting', 'states', 'cities', 'zip_codes'] as const;
const ENHANCE_FIELDS = ['attributes'] as const;
const B2B_FIELDS = ['industries', 'job_titles', 'company_sizes'] as const;
const FIELDS_OF = { site: SITE_FIELDS, search: SEARCH_FIELDS, enhance: ENHANCE_FIELDS, b2b: B2B_FIELDS };

/** What the wizard's targeting step asks of each module, and fields of another module. */
function targetingProblems(input: PublicCampaignCreate): Record<string, string> {
  const problems: Record<string, string> = {};
  const need = (field: keyof PublicCampaignCreate, missing: boolean, key: MessageKey) => {
    if (missing) problems[field] = messages[key];
  };
  for (const [module, fields] of Object.entries(FIELDS_OF))
    if (module !== input.module)
      for (const field of fields)
        if (input[field] !== undefined) problems[field] = messages.apiWrongModuleField;
  if (input.module === 'site') need('site_url', !input.site_url, 'apiSiteUrlRequired');
  if (input.module === 'search') need('keywords', !input.keywords?.length, 'apiKeywordsRequired');
  if (input.module === 'enhance') need('attributes', !input.attributes?.length, 'apiAttributesRequired');
  if (input.module === 'b2b')
    need('industries', !input.industries?.length && !input.job_titles?.length, 'apiB2bTargetRequired');
  return problems;
}

function wizardPayloadOf(input: PublicCampaignCreate): WizardPayload {
  const common = {
    companyID: input.client_id,
    campaignName: input.name,
    leadspeekType: MODULE_KIND_OF[input.module],
    ...(input.payment_term && { PaymentTerm: input.payment_term }),
  };
  switch (input.module) {
    case 'site':
      return { ...common, urlCode: input.site_url ?? null, urlCodeThankyou: input.thank_you_url ?? null };
    case 'search':
      return {
        ...common,
        locatorkeyword: input.keywords ?? [],
        nationaltargeting: input.national_targeting ?? false,
        locatorstate: input.states ?? [],
        locatorcity: input.cities ?? [],
        locatorzip: input.zip_codes ?? [],
      };
    case 'enhance':
      return { ...common, targeting: { kind: 'enhance', attributes: input.attributes ?? [] } };
    case 'b2b':
      return {
        ...common,
        targeting: {
          kind: 'b2b',
          industries: input.industries ?? [],
          jobTitles: input.job_titles ?? [],
          companySizes: input.company_sizes ?? [],
        },
      };
  }
}

export async function createPublicCampaign(
  ctx: AppContext,
  actor: Actor,
  input: PublicCampaignCreate,
  origin: PlatformOrigin,
  ip: string | null,
): Promise<PublicCampaign> {
  const problems = targetingProblems(input);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const created = await renamedProblems(OUR_NAMES, () =>
    createCampaign(ctx, actor, wizardPayloadOf(input), origin, ip),
  );
  return readPublicCampaign(ctx.db, actor, created.campaign.leadspeek_api_id, origin);
}
