// Active campaigns below a company (an agency's clients, or a client itself): they block disabling a
// product (part 2 §4 "Disabling a product") and removing the account.
import type { LeadModuleKind } from '@lead/shared';
import { sql } from 'drizzle-orm';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { InScope } from '../../platform/access/proof.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';

/** Public campaign ids per product, for the active campaigns in the company's subtree. */
export async function activeCampaignIds(
  db: Queryable,
  company: ProvenCompany,
  modules?: readonly LeadModuleKind[],
): Promise<Partial<Record<LeadModuleKind, string[]>>> {
  if (modules?.length === 0) return {};
  const moduleFilter = modules ? sql`and k.module in ${modules}` : sql``;
  const { rows } = await db.execute<{ module: LeadModuleKind; leadspeek_api_id: string }>(sql`
    select k.module, k.leadspeek_api_id
    from campaigns k join companies c on c.id = k.company_id
    where ${inSubtreeOf(company, sql`c.path`)} and k.status = 'active' ${moduleFilter}
    order by k.module, k.leadspeek_api_id`);
  const byModule: Partial<Record<LeadModuleKind, string[]>> = {};
  for (const row of rows) byModule[row.module] = [...(byModule[row.module] ?? []), row.leadspeek_api_id];
  return byModule;
}

/** Locks the company row so a product change or removal and its campaign check see one state. */
export async function lockCompany(db: Queryable, company: InScope<'company'>): Promise<void> {
  await db.execute(sql`select id from companies where id = ${company.id} for update`);
}
