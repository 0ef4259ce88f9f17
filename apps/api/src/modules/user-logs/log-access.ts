// Who may read user logs (part 2 §6): staff with the Settings permission (the routes' rule); which
// company's logs is platform/access/companies.ts `companyManagedOrOwnRoot`.
import type { ProvenCompany } from '../../platform/access/companies.ts';

/** The company whose logs (and those of its subtree) are read. */
export type LogCompany = ProvenCompany;
