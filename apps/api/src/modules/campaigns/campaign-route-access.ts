// The campaign access rules in the `config` form of routes not yet served from a declaration
// (lead-tools); declared routes use CAMPAIGN_EDITORS and its siblings from @lead/shared directly.
import { CAMPAIGN_EDITORS as EDITORS } from '@lead/shared';
import type { RouteAuth } from '../../platform/actor.ts';

/** Changes campaigns (fields, tools, links): the LeadsPeek update flag; a barred client is kept out. */
export const CAMPAIGN_EDITORS: { auth: RouteAuth } = { auth: EDITORS };
