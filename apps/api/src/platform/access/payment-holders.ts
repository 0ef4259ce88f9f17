// Whose payment connection a caller may reset (part 2 §4 "It can be reset"): an agency's (never a
// client's) or a sales person's payout account. Platform staff reset any in their platform; anyone
// else only its own company's or its own; a sales person never an agency's. Else 403, or 404 when
// the holder is outside the caller's tenant or is no such holder.

import type { Queryable } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import type { AccountHolderRef } from '../providers/payment-provider.ts';
import type { Actor } from './actor.ts';
import { companyInTenantScope } from './companies.ts';
import { isPlatformStaff } from './platform-staff.ts';
import { userInTenantScope } from './users.ts';

export type PaymentHolder = { ref: AccountHolderRef; label: string };

export async function resettablePaymentHolder(
  db: Queryable,
  actor: Actor,
  id: number,
  type: 'agency' | 'sales',
): Promise<PaymentHolder> {
  if (type === 'agency') {
    if (actor.userType === 'sales') throw forbidden();
    const company = await companyInTenantScope(db, actor.scope, id);
    if (company.kind === 'client') throw notFound();
    if (!isPlatformStaff(actor) && company.id !== actor.companyId) throw forbidden();
    return { ref: { kind: 'company', id: company.id }, label: company.companyName };
  }
  const row = await userInTenantScope(db, actor, id);
  if (row.user.userType !== 'sales') throw notFound();
  if (!isPlatformStaff(actor) && row.user.id !== actor.userId) throw forbidden();
  return { ref: { kind: 'user', id: row.user.id }, label: row.user.email };
}
