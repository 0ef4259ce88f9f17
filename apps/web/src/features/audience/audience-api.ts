// The Audience page's calls (part 2 §7 "Audience data"): queue or retry a count, read one while it is
// pending, the client's count history, the page configuration, and applying a count to a campaign.
import {
  type AudienceCampaignModule,
  audienceRoutes,
  type CountHistoryType,
  type CountRow,
  type QueueCountRequest,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

/** Every audience query starts with this, so one action refreshes the page. */
export const AUDIENCE_KEY = ['audience'] as const;

export const clientsKey = (companyId: number, search: string) =>
  [...AUDIENCE_KEY, 'clients', companyId, search] as const;

export const historyKey = (clientId: number, type: CountHistoryType, page: number) =>
  [...AUDIENCE_KEY, 'history', clientId, type, page] as const;
export const listCountHistory = (clientId: number, type: CountHistoryType, page: number, perPage: number) =>
  call(audienceRoutes.countHistory, {
    params: { id: clientId, type },
    query: { Page: page, PerPage: perPage },
  });

export const countKey = (id: number) => [...AUDIENCE_KEY, 'count', id] as const;
export const getCount = (id: number) => call(audienceRoutes.readCount, { params: { id } });

export const queueCount = (body: QueueCountRequest) => call(audienceRoutes.queueCount, { body });

export const retryCount = (row: Pick<CountRow, 'id' | 'company_id'>) =>
  call(audienceRoutes.queueCount, { body: { companyID: row.company_id, id: row.id } });

export const configKey = (clientId: number) => [...AUDIENCE_KEY, 'config', clientId] as const;
export const getAudienceConfig = (clientId: number) =>
  call(audienceRoutes.audienceConfig, { params: { id: clientId } });

export const applyToCampaign = (leadspeekApiId: string, module: AudienceCampaignModule, keywords: string[]) =>
  call(audienceRoutes.applyToCampaign, {
    params: { id: leadspeekApiId, type: module },
    body: { keywords },
  });
