// Production's first start on an empty database (main.ts): the platform root and its first
// administrator, never the demo and its published password. The administrator gets the invitation
// e-mail (a single-use link to choose a password, on the platform's own host); the same start on a
// database that has a platform does nothing.
import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { createCompany } from '../modules/companies/create-company.ts';
import { sendInvitation } from '../modules/companies/invitation.ts';
import type { AppContext } from '../platform/app-context.ts';
import { hashPassword, newToken } from '../platform/secrets.ts';
import { isSeeded } from './demo-platform.ts';

export type FirstPlatform = { name: string; domain: string; adminEmail: string; adminName: string };

/** The settings a first start needs, or the lines that say which are missing. */
export function firstPlatformOf(config: AppContext['config']): FirstPlatform | string[] {
  const missing = [
    !config.PLATFORM_DOMAIN &&
      'PLATFORM_DOMAIN: the host where the platform’s staff sign in (leads.example.com)',
    !config.PLATFORM_ADMIN_EMAIL &&
      'PLATFORM_ADMIN_EMAIL: who receives the link to choose the first password',
  ].filter((line): line is string => typeof line === 'string');
  if (missing.length > 0 || !config.PLATFORM_DOMAIN || !config.PLATFORM_ADMIN_EMAIL)
    return [
      'Not starting: the database is empty, and its first start needs:',
      ...missing.map((line) => `  ${line}.`),
    ];
  return {
    name: config.PLATFORM_NAME,
    domain: config.PLATFORM_DOMAIN,
    adminEmail: config.PLATFORM_ADMIN_EMAIL,
    adminName: config.PLATFORM_ADMIN_NAME,
  };
}

/** Creates the platform once; false when the database already has one (or another process made it). */
export async function createFirstPlatform(ctx: AppContext, platform: FirstPlatform): Promise<boolean> {
  // Nobody knows this password: the invitation's link replaces it.
  const unusable = await hashPassword(newToken());
  const created = await ctx.db.transaction(async (tx) => {
    // The demo seed's lock: two processes starting on an empty database must not both create one.
    await tx.execute(sql`select pg_advisory_xact_lock(7240002)`);
    if (await isSeeded(tx)) return null;
    const company = await createCompany(tx, null, {
      kind: 'root',
      companyName: platform.name,
      legalName: platform.name,
      shortName: platform.name,
      domain: platform.domain,
      email: platform.adminEmail,
    });
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        name: platform.adminName,
        email: platform.adminEmail,
        userType: 'user',
        isSystemUser: true,
        passwordHash: unusable,
        profileSetupCompleted: true,
        questionnaireSetupCompleted: true,
      })
      .returning();
    if (!user) throw new Error('the administrator was not created');
    return { user, company };
  });
  if (!created) return false;
  await sendInvitation(ctx, created);
  return true;
}
