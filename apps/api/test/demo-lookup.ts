// Demo users and their companies by e-mail, for assertions on what the API stored, and campaigns of
// their demo clients made directly.
import { eq } from 'drizzle-orm';
import { campaigns, companies, users } from '../src/db/schema/index.ts';
import type { Queryable } from '../src/platform/db.ts';

export async function userNamed(db: Queryable, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

export async function companyOf(db: Queryable, email: string) {
  const { companyId } = await userNamed(db, email);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`no company for ${email}`);
  return company;
}

/** A campaign of `owner`'s company, straight into the table: Site ID and active unless told otherwise. */
export async function insertDemoCampaign(
  db: Queryable,
  leadspeekApiId: string,
  values: Partial<typeof campaigns.$inferInsert> = {},
  owner = 'client@demo.test',
) {
  const company = await companyOf(db, owner);
  const [row] = await db
    .insert(campaigns)
    .values({
      leadspeekApiId,
      companyId: company.id,
      module: 'local',
      campaignName: `Test ${leadspeekApiId}`,
      status: 'active',
      ...values,
    })
    .returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}
