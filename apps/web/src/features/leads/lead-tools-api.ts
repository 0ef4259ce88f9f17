// The Site ID test tools (part 2 §7 "Campaigns → Testing").
import type { CheckRunEmbedResponse, CheckSiteEmbedResponse, SendTestLeadResponse } from '@lead/shared';
import { api } from '../../lib/api-client.ts';

export const checkPixelFired = (leadspeekApiId: string) =>
  api.get<CheckRunEmbedResponse>(
    `/check-run-embeded-code?${new URLSearchParams({ leadspeek_api_id: leadspeekApiId })}`,
  );

export const checkSiteForCode = (leadspeekApiId: string, url: string) =>
  api.post<CheckSiteEmbedResponse>('/check-site-embeded-code', {
    leadspeek_api_id: leadspeekApiId,
    ...(url.trim() === '' ? {} : { url: url.trim() }),
  });

export const sendTestLead = (leadspeekApiId: string) =>
  api.post<SendTestLeadResponse>('/send-test-lead', { leadspeek_api_id: leadspeekApiId });
