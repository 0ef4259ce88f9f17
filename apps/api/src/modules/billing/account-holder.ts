// Whose connected account a caller manages: agency staff share their company's; a sales person's
// payout account is their own and lives on their user row.
import {
  CONNECTED_ACCOUNT_STATUSES,
  type ConnectedAccountResponse,
  type ConnectedAccountStatus,
} from '@lead/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownCompany } from '../../platform/access/companies.ts';
import { ownUser } from '../../platform/access/users.ts';
import type { Queryable } from '../../platform/db.ts';
import type { AccountHolderRef } from '../../platform/providers/payment-provider.ts';

export type AccountHolder = {
  ref: AccountHolderRef;
  email: string;
  /** The business name the provider shows on the onboarding form. */
  businessName: string;
  accountId: string | null;
  stored: ConnectedAccountResponse;
};

const statusOf = (value: string): ConnectedAccountStatus =>
  (CONNECTED_ACCOUNT_STATUSES as readonly string[]).includes(value) ? (value as ConnectedAccountStatus) : '';

export async function accountHolderOf(db: Queryable, actor: Actor): Promise<AccountHolder> {
  const user = await ownUser(db, actor, actor.userId);
  if (user.userType === 'sales') {
    // The user row keeps only the status; a completed payout account can take charges and pay out.
    const completed = user.accountStatus === 'completed';
    return {
      ref: { kind: 'user', id: user.id },
      email: user.email,
      businessName: user.name,
      accountId: user.providerAccountId,
      stored: {
        status: statusOf(user.accountStatus),
        charges_enabled: completed,
        payouts_enabled: completed,
        account_requirements: [],
      },
    };
  }
  const company = await ownCompany(db, actor);
  return {
    ref: { kind: 'company', id: company.id },
    email: company.email ?? user.email,
    businessName: company.companyName,
    accountId: company.providerAccountId,
    stored: {
      status: statusOf(company.accountStatus),
      charges_enabled: company.chargesEnabled,
      payouts_enabled: company.payoutsEnabled,
      account_requirements: company.accountRequirements,
    },
  };
}

type AccountChange = { state: ConnectedAccountResponse; accountId?: string | null };

/**
 * Stores an account's state on its holder. With `onlyIfNoAccount`, a holder that meanwhile got an
 * account keeps it (two create calls at once) and false is returned.
 */
export async function storeAccount(
  db: Queryable,
  ref: AccountHolderRef,
  { state, accountId }: AccountChange,
  onlyIfNoAccount = false,
): Promise<boolean> {
  const idChange = accountId === undefined ? {} : { providerAccountId: accountId };
  if (ref.kind === 'user') {
    const rows = await db
      .update(users)
      .set({ accountStatus: state.status, ...idChange, updatedAt: new Date() })
      .where(and(eq(users.id, ref.id), onlyIfNoAccount ? isNull(users.providerAccountId) : undefined))
      .returning({ id: users.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(companies)
    .set({
      accountStatus: state.status,
      chargesEnabled: state.charges_enabled,
      payoutsEnabled: state.payouts_enabled,
      accountRequirements: state.account_requirements,
      ...idChange,
    })
    .where(and(eq(companies.id, ref.id), onlyIfNoAccount ? isNull(companies.providerAccountId) : undefined))
    .returning({ id: companies.id });
  return rows.length > 0;
}

export const NO_ACCOUNT: ConnectedAccountResponse = {
  status: '',
  charges_enabled: false,
  payouts_enabled: false,
  account_requirements: [],
};
