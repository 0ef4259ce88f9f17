// Campaigns → Testing (part 2 §7; issue 6 point 6), for Site ID campaigns the caller may see.
// Sending a test lead changes the campaign's leads, so sales people (who only look) may not, staff
// need their role's LeadsPeek 'update' flag, and a client barred from campaigns is kept out.
import type { UserType } from '../constants.ts';
import {
  checkRunEmbedQuery,
  checkRunEmbedResponse,
  checkSiteEmbedRequest,
  checkSiteEmbedResponse,
  openPixelTestPageRequest,
  openPixelTestPageResponse,
  sendTestLeadRequest,
  sendTestLeadResponse,
  testLeadTooSoonResponse,
} from '../contracts/lead-tools.ts';
import { defineRoute } from './route.ts';

const tags = ['campaigns'];
const CAMPAIGN_WRITER_TYPES: UserType[] = ['client', 'userdownline', 'user', 'administrator'];

export const leadToolsRoutes = {
  /** Has the campaign's pixel sent a page view lately. */
  checkPixelFired: defineRoute({
    method: 'GET',
    path: '/check-run-embeded-code',
    query: checkRunEmbedQuery,
    response: { 200: checkRunEmbedResponse },
    auth: {},
    tags,
  }),
  /** Is the embed code on a page of the campaign's site. */
  checkSiteEmbed: defineRoute({
    method: 'POST',
    path: '/check-site-embeded-code',
    body: checkSiteEmbedRequest,
    response: { 200: checkSiteEmbedResponse },
    auth: {},
    tags,
  }),
  /** One test lead per minute per campaign; sooner answers 429 with Retry-After. */
  sendTestLead: defineRoute({
    method: 'POST',
    path: '/send-test-lead',
    body: sendTestLeadRequest,
    response: { 200: sendTestLeadResponse, 429: testLeadTooSoonResponse },
    auth: { userTypes: CAMPAIGN_WRITER_TYPES, campaignPermission: 'update', barredClients: 'refused' },
    tags,
  }),
  /**
   * A link to a hosted page that carries the campaign's pixel (issue 14): its page views become test
   * leads, never billed. Who may send a test lead may open one.
   */
  openPixelTestPage: defineRoute({
    method: 'POST',
    path: '/pixel-test-page',
    body: openPixelTestPageRequest,
    response: { 200: openPixelTestPageResponse },
    auth: { userTypes: CAMPAIGN_WRITER_TYPES, campaignPermission: 'update', barredClients: 'refused' },
    tags,
  }),
};
