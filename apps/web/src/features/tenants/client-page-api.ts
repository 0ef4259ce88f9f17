// The viewer's clients for a picker: one page, as large as the list allows, by name, optionally only
// those with a product enabled and matching a search. Pickers that need more ask with a search.
import { companiesRoutes, type LeadModuleKind, TENANT_LIMITS, tenantListInput } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export type ClientPageFilter = { module?: LeadModuleKind | 'all'; search?: string };

export const listClientPage = (companyId: number, idsys: number, filter: ClientPageFilter = {}) =>
  call(
    companiesRoutes.listTenants,
    tenantListInput({
      companyId,
      idsys,
      userType: 'client',
      module: filter.module ?? 'all',
      sort: { sortby: 'company_name', order: 'asc' },
      search: filter.search ?? '',
      page: 1,
      perPage: TENANT_LIMITS.maxPerPage,
    }),
  );

export type ClientChoice = { companyId: number; name: string };

/** Id and name of each client of the page: what the dashboards' and campaign lists' pickers show. */
export async function listClientChoices(companyId: number, idsys: number, filter: ClientPageFilter = {}) {
  const page = await listClientPage(companyId, idsys, filter);
  return page.data.map((row): ClientChoice => ({ companyId: row.company_id, name: row.company_name }));
}
