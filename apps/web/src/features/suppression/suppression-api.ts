// Exclusion-list and opt-out calls (part 2 §7 "Exclusion list"; issue 6 point 5).
import type {
  ExclusionProgressResponse,
  ExclusionUploadResponse,
  OptOutListResponse,
  PurgeResponse,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

export const EXCLUSION_KEY = ['exclusion-list'] as const;
export const OPT_OUT_KEY = ['opt-out-list'] as const;

export const exclusionProgressKey = (companyId: number) => [...EXCLUSION_KEY, 'progress', companyId] as const;

/** The spec's queue-service upload: file clientoptoutfile, ClientCompanyID, campaigntype=client. */
export function uploadExclusionFile(companyId: number, file: File) {
  const form = new FormData();
  form.append('ClientCompanyID', String(companyId));
  form.append('campaigntype', 'client');
  form.append('clientoptoutfile', file, file.name);
  return api.post<ExclusionUploadResponse>('/leadspeek/suppressionlist/upload', form);
}

export const exclusionProgress = (companyId: number) =>
  api.get<ExclusionProgressResponse>(
    `/leadspeek/suppressionlist/progress?${new URLSearchParams({ companyId: String(companyId), campaignType: 'client' })}`,
  );

export const purgeExclusionList = (companyId: number) =>
  api.delete<PurgeResponse>(`/leadspeek/suppressionlist/purge/${companyId}/client`);

export const optOutListKey = (page: number) => [...OPT_OUT_KEY, page] as const;

export const listOptOuts = (page: number, perPage: number) =>
  api.get<OptOutListResponse>(
    `/tools/optout/list?${new URLSearchParams({ Page: String(page), PerPage: String(perPage) })}`,
  );

export const addOptOut = (email: string) =>
  api.post<{ result: 'success'; message: string; id: number }>('/tools/optout/add', { email });

export const purgeOptOutList = (companyRootId: number) =>
  api.delete<PurgeResponse>(`/tools/optout/purge/${companyRootId}`);

export const requestOptOut = (email: string) =>
  api.post<{ result: 'success'; message: string }>('/tools/optout/request', { email }, { token: null });
