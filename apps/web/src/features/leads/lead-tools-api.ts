// The Site ID test tools (part 2 §7 "Campaigns → Testing").
import { leadToolsRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const checkPixelFired = (leadspeekApiId: string) =>
  call(routes.checkPixelFired, { query: { leadspeek_api_id: leadspeekApiId } });

export const checkSiteForCode = (leadspeekApiId: string, url: string) =>
  call(routes.checkSiteEmbed, {
    body: { leadspeek_api_id: leadspeekApiId, ...(url.trim() === '' ? {} : { url: url.trim() }) },
  });

export const sendTestLead = (leadspeekApiId: string) =>
  call(routes.sendTestLead, { body: { leadspeek_api_id: leadspeekApiId } });
