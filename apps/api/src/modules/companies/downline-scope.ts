// Which companies an actor manages in agency and client management: strictly below its own
// company inside the one tenant scope; a sales person only the agencies it is assigned to and
// their clients. Every list, row action and log read goes through here.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { withinScope } from '../../platform/tenant-scope.ts';

/** SQL condition on a companies row (by its path column): the actor manages that company. */
export function managedDownline(actor: Actor, path: AnyPgColumn | SQL = companies.path): SQL {
  const below = and(withinScope(actor.scope, path), sql`${path} <> ${actor.scope.path}::ltree`) as SQL;
  if (actor.userType !== 'sales') return below;
  return and(
    below,
    // The assigned agencies are read once (an InitPlan), not once per listed company.
    sql`${path} <@ array(select assigned.path from companies assigned
      where assigned.kind = 'agency'
        and ${actor.userId} in (assigned.sales_rep_id, assigned.account_executive_id, assigned.account_ref_id))`,
  ) as SQL;
}

/** A company the actor manages (agency or client below it), or 404 as if it did not exist. */
export async function managedCompanyRow(db: Queryable, actor: Actor, companyId: number) {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), managedDownline(actor)))
    .limit(1);
  if (!company) throw notFound();
  return company;
}

/** A company whose lists the actor may read: its own (or its root's) company, or one it manages. */
export async function listableCompany(db: Queryable, actor: Actor, companyId: number) {
  const [company] = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        withinScope(actor.scope, companies.path),
        actor.userType === 'sales'
          ? sql`(${companies.path} = ${actor.scope.path}::ltree or ${managedDownline(actor)})`
          : undefined,
      ),
    )
    .limit(1);
  if (!company) throw notFound();
  return company;
}

/**
 * One client company below a listed company (`listPath`) that the actor reaches: sales people
 * through their downline, others through their scope (a client reaches only itself); else 404.
 */
export async function reachableClient(db: Queryable, actor: Actor, listPath: string, clientId: number) {
  const [client] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.id, clientId),
        eq(companies.kind, 'client'),
        actor.userType === 'sales' ? managedDownline(actor) : withinScope(actor.scope, companies.path),
        sql`${companies.path} <@ ${listPath}::ltree`,
      ),
    )
    .limit(1);
  if (!client) throw notFound();
  return client.id;
}
