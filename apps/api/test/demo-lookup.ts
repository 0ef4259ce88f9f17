// Demo users and their companies by e-mail, for assertions on what the API stored.
import { eq } from 'drizzle-orm';
import { companies, users } from '../src/db/schema/index.ts';
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
