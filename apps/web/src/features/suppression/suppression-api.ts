// Exclusion-list and opt-out calls (part 2 §7 "Exclusion list"; issue 6 point 5).
import { suppressionRoutes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const EXCLUSION_KEY = ['exclusion-list'] as const;
export const OPT_OUT_KEY = ['opt-out-list'] as const;

export const exclusionProgressKey = (companyId: number) => [...EXCLUSION_KEY, 'progress', companyId] as const;

/** The spec's queue-service upload: file clientoptoutfile, ClientCompanyID, campaigntype=client. */
export function uploadExclusionFile(companyId: number, file: File) {
  const form = new FormData();
  form.append('ClientCompanyID', String(companyId));
  form.append('campaigntype', 'client');
  form.append('clientoptoutfile', file, file.name);
  return call(suppressionRoutes.uploadExclusionList, { body: form });
}

export const exclusionProgress = (companyId: number) =>
  call(suppressionRoutes.exclusionProgress, { query: { companyId, campaignType: 'client' } });

export const purgeExclusionList = (companyId: number) =>
  call(suppressionRoutes.purgeExclusionList, {
    params: { paramID: String(companyId), campaignType: 'client' },
  });

export const optOutListKey = (page: number) => [...OPT_OUT_KEY, page] as const;

export const listOptOuts = (page: number, perPage: number) =>
  call(suppressionRoutes.listOptOuts, { query: { Page: page, PerPage: perPage } });

export const addOptOut = (email: string) => call(suppressionRoutes.addOptOut, { body: { email } });

export const purgeOptOutList = (companyRootId: number) =>
  call(suppressionRoutes.purgeOptOutList, { params: { companyRootId } });

export const requestOptOut = (email: string) =>
  call(suppressionRoutes.requestOptOut, { body: { email } }, { token: null });
