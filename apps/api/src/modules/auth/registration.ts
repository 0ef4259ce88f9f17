// Self-service sign-up: a client under the agency of the host, or an agency under the platform.
import { messages, type RegisterRequest } from '@lead/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import { inPlatformOf } from '../../platform/access/subtree.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { createCompany, freeSubdomain } from '../companies/create-company.ts';
import { brandSiteOfUser } from '../white-label/brand-site.ts';
import { resolveHostCompany } from '../white-label/host-company.ts';
import { welcomeMail } from './mail-templates.ts';
import { type ClientInfo, openSession } from './sessions.ts';

const DEFAULT_CLIENT_MODULES = 'local|locator';

export async function register(ctx: AppContext, input: RegisterRequest, client: ClientInfo): Promise<string> {
  const host = await resolveHostCompany(ctx.db, input.domainName);
  const expectedHostKind = input.userType === 'client' ? 'agency' : 'root';
  if (host.kind !== expectedHostKind) {
    throw new AppError(422, 'registerWrongHost', { userType: messages.registerWrongHost });
  }
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email}`, isNull(users.removedAt)))
    .limit(1);
  if (existing) throw new AppError(422, 'emailTaken', { email: messages.emailTaken });
  const referrer = input.refcode ? await findReferrer(ctx, host.path, input.refcode) : null;
  const passwordHash = await hashPassword(input.password);

  const { token, userId } = await ctx.db
    .transaction(async (tx) => {
      // Another sign-up may take the e-mail between our check and this insert: the unique index decides.
      const company = await createCompany(tx, host, {
        kind: input.userType === 'client' ? 'client' : 'agency',
        companyName: input.companyname,
        phone: input.phonenum ?? null,
        email: input.email,
        subdomain: input.userType === 'userdownline' ? await freeSubdomain(tx, input.companyname) : null,
        leadspeekType: input.userType === 'client' ? DEFAULT_CLIENT_MODULES : '',
        referredBySalesUserId: referrer?.id ?? null,
        // A sales person who brought the agency is its account referral (part 2 §3 salesRef).
        accountRefId: referrer?.userType === 'sales' ? referrer.id : null,
      });
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          userType: input.userType,
          name: input.name,
          email: input.email,
          passwordHash,
          phonenum: input.phonenum ?? null,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await writeUserLog(tx, {
        userId: user.id,
        companyId: company.id,
        action: 'register',
        description: `Registered ${company.kind} ${company.companyName}${referrer ? ` (referral ${input.refcode})` : ''}`,
        ip: client.ip,
      });
      return { token: await openSession(tx, user.id, client), userId: user.id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique'))
        throw new AppError(422, 'emailTaken', { email: messages.emailTaken });
      throw error;
    });
  const site = await brandSiteOfUser(ctx, userId);
  await ctx.mailer.send({
    to: input.email,
    companyId: host.id,
    ...welcomeMail(site.name, input.name, `${site.origin}/login`),
  });
  return token;
}

async function findReferrer(ctx: AppContext, platformPath: string, code: string) {
  const [referrer] = await ctx.db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.referralCode, code),
        // A removed account's referral link brings nobody (issue 15 item 6).
        isNull(users.removedAt),
        // Sales people and agency owners refer agencies (referral links, part 2 §7).
        inArray(users.userType, ['sales', 'userdownline']),
        inPlatformOf(companies.path, platformPath),
      ),
    )
    .limit(1);
  if (!referrer) throw new AppError(422, 'referralUnknown', { refcode: messages.referralUnknown });
  return referrer;
}
