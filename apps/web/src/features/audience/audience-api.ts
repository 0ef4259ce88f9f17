// The Audience page's calls (part 2 §7 "Audience data"): queue or retry a count, read one while it is
// pending, the client's count history, the page configuration, and applying a count to a campaign.
import type {
  AudienceCampaignModule,
  AudienceConfig,
  CountHistoryResponse,
  CountHistoryType,
  CountRow,
  QueueCountRequest,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

/** Every audience query starts with this, so one action refreshes the page. */
export const AUDIENCE_KEY = ['audience'] as const;

export const clientsKey = (companyId: number, search: string) =>
  [...AUDIENCE_KEY, 'clients', companyId, search] as const;

export const historyKey = (clientId: number, type: CountHistoryType, page: number) =>
  [...AUDIENCE_KEY, 'history', clientId, type, page] as const;
export const listCountHistory = (clientId: number, type: CountHistoryType, page: number, perPage: number) =>
  api.get<CountHistoryResponse>(
    `/bigdbm/services/getcountcampaignhistory/${clientId}/${type}?${new URLSearchParams({
      Page: String(page),
      PerPage: String(perPage),
    })}`,
  );

export const countKey = (id: number) => [...AUDIENCE_KEY, 'count', id] as const;
export const getCount = (id: number) => api.get<CountRow>(`/bigdbm/services/getcountcampaign/${id}`);

export const queueCount = (body: QueueCountRequest) =>
  api.post<CountRow>('/bigdbm/services/queuecount', body);

export const retryCount = (row: Pick<CountRow, 'id' | 'company_id'>) =>
  api.post<CountRow>('/bigdbm/services/queuecount', { companyID: row.company_id, id: row.id });

export const configKey = (clientId: number) => [...AUDIENCE_KEY, 'config', clientId] as const;
export const getAudienceConfig = (clientId: number) =>
  api.get<AudienceConfig>(`/bigdbm/services/configdata/${clientId}`);

export const applyToCampaign = (leadspeekApiId: string, module: AudienceCampaignModule, keywords: string[]) =>
  api.put<{ message: string; leadspeek_api_id: string; keywords: string[] }>(
    `/bigdbm/services/applycampaign/${encodeURIComponent(leadspeekApiId)}/${module}`,
    { keywords },
  );
