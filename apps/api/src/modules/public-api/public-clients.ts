// GET /v1/clients and POST /v1/clients (issue 26 part 2 item 3): the client companies the token's
// company manages, oldest first by keyset pages; a new one is added by the web's own add-client
// service (create-account.ts), so its rules, its taken e-mail check and its invitation e-mail apply.
import type { PublicClient, publicClientCreate, publicClientsQuery } from '@lead/shared';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { managedBy } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { createAccount } from '../companies/create-account.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { afterCursor, pageAtColumn } from './page-sql.ts';
import { renamedProblems } from './problem-fields.ts';

const selectClients = (db: Queryable, actor: Actor, where: SQL[]) =>
  db
    .select({
      id: companies.id,
      page_at: pageAtColumn(companies.createdAt),
      name: companies.companyName,
      ownerName: users.name,
      email: users.email,
      phone: companies.phone,
      active: users.active,
      createdAt: companies.createdAt,
    })
    .from(companies)
    // The client's owner account: its first client user.
    .leftJoin(
      users,
      eq(
        users.id,
        sql`(select min(owner.id) from users owner
          where owner.company_id = ${companies.id} and owner.user_type = 'client' and owner.removed_at is null)`,
      ),
    )
    .where(and(eq(companies.kind, 'client'), isNull(companies.removedAt), managedBy(actor), ...where));

type ClientRow = Awaited<ReturnType<typeof selectClients>>[number];

const publicClientOf = (row: ClientRow): PublicClient => ({
  id: row.id,
  name: row.name,
  owner_name: row.ownerName,
  email: row.email,
  phone: row.phone,
  status: row.active === false ? 'inactive' : 'active',
  created_at: row.createdAt.toISOString(),
});

export async function listPublicClients(
  db: Queryable,
  actor: Actor,
  query: z.output<typeof publicClientsQuery>,
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = await selectClients(db, actor, [
    ...afterCursor(companies.createdAt, companies.id, decodeCursor(query.cursor), query.since),
    ...(pattern
      ? [or(sql`${companies.companyName} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) as SQL]
      : []),
  ])
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, publicClientOf);
}

export async function readPublicClient(db: Queryable, actor: Actor, clientId: number): Promise<PublicClient> {
  const [row] = await selectClients(db, actor, [eq(companies.id, clientId)]);
  if (!row) throw notFound();
  return publicClientOf(row);
}

/** The web form's field names as ours, for the 422 problem. */
const OUR_NAMES: Record<string, string> = {
  ClientCompanyName: 'company_name',
  ClientFullName: 'owner_name',
  ClientEmail: 'email',
  ClientPhone: 'phone',
  ClientPhoneCountryCode: 'phone_country',
};

/**
 * Adds a client under the token's company: an agency, or the platform (the web lets platform staff
 * add clients directly); a client's token is refused, as clients manage no clients on the web.
 */
export async function createPublicClient(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof publicClientCreate>,
  ip: string | null,
): Promise<PublicClient> {
  if (actor.companyKind === 'client') throw new AppError(403, 'apiClientsByAgency');
  const created = await renamedProblems(OUR_NAMES, () =>
    createAccount(
      ctx,
      actor,
      {
        companyID: actor.companyId,
        idsys: actor.rootCompanyId,
        userType: 'client',
        ClientCompanyName: input.company_name ?? '',
        ClientFullName: input.owner_name,
        ClientEmail: input.email,
        ClientPhone: input.phone ?? '',
        ClientPhoneCountryCode: input.phone_country ?? '',
        ClientPhoneCountryCallingCode: '',
        ClientWhiteLabeling: 'F',
        DownlineDomain: '',
        DownlineSubDomain: '',
        DownlineOrganizationID: '',
        defaultAdmin: 'F',
        customercare: 'F',
        adminGetNotification: 'F',
        disabledreceivedemail: 'F',
        disabledaddcampaign: 'F',
        isAccExecutive: 'F',
      },
      ip,
    ),
  );
  const companyId = created.data[0]?.company_id;
  if (!companyId) throw new Error('the added client has no row');
  return readPublicClient(ctx.db, actor, companyId);
}
