// Payment terms and products of an edited row (part 2 §3 selected_payment_term, selected_modules):
// an agency chooses within its platform's, a client within its agency's. Terms and products the
// form does not send stay as they are.
import {
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  messages,
  PAYMENT_TERMS,
  type PaymentTerm,
  type selectedModule,
  type selectedTerm,
} from '@lead/shared';
import type { z } from 'zod';
import { companyInTenantScope } from '../../platform/access/companies.ts';
import type { Company } from '../../platform/access/managed-accounts.ts';
import type { TenantScope } from '../../platform/access/tenant-scope.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { clientModulesOf } from './tenant-rows.ts';

type SentSelection = { status: boolean; term?: string; type?: string };

export type ProductChange = {
  /** The full term list for the §5 rule 'Please select payment term'; only when terms were sent. */
  termsForm?: { term: PaymentTerm; status: boolean }[];
  columns: { selectedTerms?: string[]; selectedModules?: string[]; leadspeekType?: string };
  disabledModules: LeadModuleKind[];
  changed: boolean;
  problems: Record<string, string>;
};

function next<T extends string>(
  all: readonly T[],
  current: readonly string[],
  sent: SentSelection[] | undefined,
  key: 'term' | 'type',
): T[] {
  return all.filter((value) => {
    const entry = sent?.find((candidate) => candidate[key] === value);
    return entry ? entry.status : current.includes(value);
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export async function productChange(
  db: Queryable,
  scope: TenantScope,
  company: Company,
  sent: {
    selectedterms?: z.infer<typeof selectedTerm>[];
    selectedmodules?: z.infer<typeof selectedModule>[];
  },
): Promise<ProductChange> {
  if (company.parentId === null) throw notFound();
  const parent = await companyInTenantScope(db, scope, company.parentId);
  const isAgency = company.kind === 'agency';
  const currentModules = isAgency ? company.selectedModules : clientModulesOf(company.leadspeekType);
  const modules = next(LEAD_MODULE_KINDS, currentModules, sent.selectedmodules, 'type');
  const problems: Record<string, string> = {};
  // Only what is newly switched on must be offered above: older choices stay valid.
  if (modules.some((module) => !currentModules.includes(module) && !parent.selectedModules.includes(module)))
    problems.selectedmodules = messages.productsNotOffered.replace('{parent}', parent.companyName);
  const disabledModules = LEAD_MODULE_KINDS.filter(
    (module) => currentModules.includes(module) && !modules.includes(module),
  );

  if (!isAgency) {
    return {
      columns: { leadspeekType: modules.join('|') },
      disabledModules,
      changed: !sameSet(modules, currentModules),
      problems,
    };
  }
  const terms = next(PAYMENT_TERMS, company.selectedTerms, sent.selectedterms, 'term');
  if (terms.some((term) => !company.selectedTerms.includes(term) && !parent.selectedTerms.includes(term)))
    problems.selectedterms = messages.termsNotOffered.replace('{parent}', parent.companyName);
  return {
    termsForm: sent.selectedterms
      ? PAYMENT_TERMS.map((term) => ({ term, status: terms.includes(term) }))
      : undefined,
    columns: { selectedTerms: terms, selectedModules: modules },
    disabledModules,
    changed: !sameSet(terms, company.selectedTerms) || !sameSet(modules, currentModules),
    problems,
  };
}
