// Who may call the campaign and audience routes; which campaigns and clients each reaches is the
// scope helpers' job (platform/access/campaigns.ts, counts.ts).
import type { CampaignPermissionAction, UserType } from '@lead/shared';
import type { RouteAuth } from '../../platform/actor.ts';

/** Everyone who runs or manages campaigns. */
export const CAMPAIGN_READERS: { auth: RouteAuth } = {
  auth: { userTypes: ['client', 'userdownline', 'user', 'administrator', 'sales'] },
};

const WRITER_TYPES: UserType[] = ['client', 'userdownline', 'user', 'administrator'];

/** Sales people look; they do not build, count or change. */
export const CAMPAIGN_WRITERS: { auth: RouteAuth } = { auth: { userTypes: WRITER_TYPES } };

/** Builds campaigns: the role's LeadsPeek create flag; a barred client is kept out (part 2 §6). */
export const CAMPAIGN_CREATORS: { auth: RouteAuth } = {
  auth: { userTypes: WRITER_TYPES, campaignPermission: 'create', barredClients: 'refused' },
};

/** Changes campaigns (fields, tools, links): the LeadsPeek update flag; a barred client is kept out. */
export const CAMPAIGN_EDITORS: { auth: RouteAuth } = {
  auth: { userTypes: WRITER_TYPES, campaignPermission: 'update', barredClients: 'refused' },
};

/** Counting audiences for campaigns: writers, but not a client barred from campaign management. */
export const AUDIENCE_COUNTERS: { auth: RouteAuth } = {
  auth: { userTypes: WRITER_TYPES, barredClients: 'refused' },
};

/** Campaign state commands: the LeadsPeek flag of the command (update, or delete to archive and remove). */
export const campaignCommanders = (flag: CampaignPermissionAction): { auth: RouteAuth } => ({
  auth: { userTypes: WRITER_TYPES, campaignPermission: flag },
});
