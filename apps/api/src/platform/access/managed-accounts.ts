// The accounts a row of agency and client management shows, as far as the actor manages them:
// agency and client owners through managedBy, staff (administrators, sales people) through
// the company they work for. Anything else answers 404 as if it did not exist.
import type { ListUserType } from '@lead/shared';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './actor.ts';
import { type Company, companyInTenantScope, companyManagedBy, type ProvenCompany } from './companies.ts';
import { isPlatformStaff } from './platform-staff.ts';
import { rowTypeOf } from './row-kinds.ts';
import { type ProvenUser, type User, userInTenantScope } from './users.ts';

export type { Company, User };
export type StaffRowType = 'administrator' | 'sales';
export type ManagedAccount = { user: ProvenUser; company: ProvenCompany; rowType: ListUserType };

/** Agency and client rows are company owners; staff rows are administrators and sales people. */
export const ownsCompany = (rowType: ListUserType): rowType is 'userdownline' | 'client' =>
  rowType === 'userdownline' || rowType === 'client';

/**
 * Where staff of a row kind may work for this actor: administrators in the actor's own company or an
 * agency it manages; sales people in the platform root, managed by platform staff only.
 */
export async function staffCompany(db: Queryable, actor: Actor, rowType: StaffRowType, companyId: number) {
  if (rowType === 'sales') {
    if (!isPlatformStaff(actor) || companyId !== actor.rootCompanyId) throw notFound();
    return companyInTenantScope(db, actor.scope, companyId);
  }
  return ownOrManagedAgency(db, actor, companyId);
}

/** The actor's own company (platform or agency; not for sales people) or an agency it manages. */
export async function ownOrManagedAgency(db: Queryable, actor: Actor, companyId: number) {
  if (companyId === actor.companyId && actor.userType !== 'sales' && actor.companyKind !== 'client')
    return companyInTenantScope(db, actor.scope, companyId);
  const company = await companyManagedBy(db, actor, companyId);
  if (company.kind !== 'agency') throw notFound();
  return company;
}

/** The account of a row the actor manages, optionally of one row kind. */
export async function managedAccount(
  db: Queryable,
  actor: Actor,
  userId: number,
  expected?: ListUserType,
): Promise<ManagedAccount> {
  const row = await userInTenantScope(db, actor, userId);
  const rowType = rowTypeOf(row.user, row.company);
  if (!rowType || (expected && rowType !== expected)) throw notFound();
  if (ownsCompany(rowType)) await companyManagedBy(db, actor, row.company.id);
  else await staffCompany(db, actor, rowType, row.company.id);
  return { ...row, rowType };
}
