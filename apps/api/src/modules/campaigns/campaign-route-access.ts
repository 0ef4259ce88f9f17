// Who may call the campaign and audience routes; which campaigns and clients each reaches is the
// scope helpers' job (campaign-scope, audience-scope).
import type { RouteAuth } from '../../platform/actor.ts';

/** Everyone who runs or manages campaigns. */
export const CAMPAIGN_READERS: { auth: RouteAuth } = {
  auth: { userTypes: ['client', 'userdownline', 'user', 'administrator', 'sales'] },
};

/** Sales people look; they do not build, count or change. */
export const CAMPAIGN_WRITERS: { auth: RouteAuth } = {
  auth: { userTypes: ['client', 'userdownline', 'user', 'administrator'] },
};
