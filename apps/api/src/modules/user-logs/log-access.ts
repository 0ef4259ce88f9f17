// Who may read user logs (part 2 §6): staff with the Settings permission (the routes' rule); which
// company's logs is platform/access/companies.ts `companyManagedOrOwnRoot`.
import type { ProvenCompany } from '../../platform/access/companies.ts';

/** The staff types that may open the logs; sales users and clients never see them. */
export const LOG_READER_TYPES = ['user' as const, 'userdownline' as const, 'administrator' as const];

/** The company whose logs (and those of its subtree) are read. */
export type LogCompany = ProvenCompany;
