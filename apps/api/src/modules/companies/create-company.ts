// Adds a company under a parent, keeping the ltree path ("root.agency.client" of ids) consistent.
import { RESERVED_SUBDOMAINS } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export type NewCompany = Omit<typeof companies.$inferInsert, 'id' | 'path' | 'parentId'>;

export async function createCompany(
  db: Queryable,
  parent: { id: number; path: string } | null,
  values: NewCompany,
) {
  const { rows } = await db.execute<{ id: number }>(sql`select nextval('companies_id_seq')::int as id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('companies_id_seq gave no value');
  const path = parent ? `${parent.path}.${id}` : String(id);
  const [company] = await db
    .insert(companies)
    .values({ ...values, id, parentId: parent?.id ?? null, path })
    .returning();
  if (!company) throw new Error('company insert returned nothing');
  return company;
}

/**
 * A subdomain from a company name: lowercase letters, digits and hyphens, unique on the platform and
 * never a reserved name. Inside a transaction, sign-ups of the same name wait for each other here, so
 * two at once do not both pick the same one.
 */
export async function freeSubdomain(db: Queryable, companyName: string): Promise<string> {
  const base =
    companyName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'agency';
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`subdomain:${base}`}))`);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (RESERVED_SUBDOMAINS.has(candidate)) continue;
    const [taken] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(sql`lower(${companies.subdomain})`, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
}
