// Who may call the campaign and audience routes (part 2 §6); which campaigns and clients each
// reaches is the scope helpers' job in the API (campaign-scope, audience-scope).
import type { UserType } from '../constants.ts';
import {
  campaignActionAllowed,
  campaignActionFlag,
  type ManualCampaignAction,
} from '../rules/campaign-status.ts';
import type { RouteAccess } from './route.ts';

/** Everyone who runs or manages campaigns. */
export const CAMPAIGN_READERS = {
  userTypes: ['client', 'userdownline', 'user', 'administrator', 'sales'],
} satisfies RouteAccess;

const WRITER_TYPES: UserType[] = ['client', 'userdownline', 'user', 'administrator'];

/** Builds campaigns: the role's LeadsPeek create flag; a barred client is kept out (part 2 §6). */
export const CAMPAIGN_CREATORS = {
  userTypes: WRITER_TYPES,
  campaignPermission: 'create',
  barredClients: 'refused',
} satisfies RouteAccess;

/** Changes campaigns (fields, tools, links): the LeadsPeek update flag; a barred client is kept out. */
export const CAMPAIGN_EDITORS = {
  userTypes: WRITER_TYPES,
  campaignPermission: 'update',
  barredClients: 'refused',
} satisfies RouteAccess;

/** Counting audiences for campaigns: writers, but not a client barred from campaign management. */
export const AUDIENCE_COUNTERS = { userTypes: WRITER_TYPES, barredClients: 'refused' } satisfies RouteAccess;

/**
 * A campaign state command by hand: the user types the shared rule lets take it (a client pauses and
 * resumes, its agency archives and removes; sales people only look), the LeadsPeek flag of the
 * command, and no barred client (part 2 §6).
 */
export const campaignCommanders = (action: ManualCampaignAction): RouteAccess => ({
  userTypes: WRITER_TYPES.filter((type) => campaignActionAllowed(type, action)),
  campaignPermission: campaignActionFlag(action),
  barredClients: 'refused',
});
