// The invitation of an added account: a single-use set-password link (the password-reset machinery
// with a longer life), under the brand and host the account signs in on.
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies, passwordResets } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { lineageIds } from '../tenancy/company-settings.ts';
import type { Company, User } from './managed-accounts.ts';

export const INVITATION_TTL_DAYS = 7;

/** Where the browser reached us: the link keeps its scheme and port, the host becomes the brand's. */
export type RequestOrigin = { protocol: string; host: string };

export function invitationMail(brand: string, name: string, link: string) {
  return {
    subject: `You are invited to ${brand}`,
    text: `Hello ${name},\n\nAn account on ${brand} has been created for you.\n\nOpen this link within ${INVITATION_TTL_DAYS} days to choose your password and sign in:\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.`,
  };
}

/**
 * Clients and agency staff sign in on their agency's host under its brand; agency owners, platform
 * staff and sales people on the platform's (part 1 sign-in host rule).
 */
async function brandOf(db: Queryable, user: User, company: Company) {
  const lineage = lineageIds(company.path);
  const related = await db.select().from(companies).where(inArray(companies.id, lineage));
  const root = related.find((candidate) => candidate.kind === 'root');
  const agency = related.find((candidate) => candidate.kind === 'agency');
  const underAgency = agency && (company.kind === 'client' || user.userType !== 'userdownline');
  const brand = underAgency ? agency : root;
  const platformDomain = root?.domain ?? null;
  const host =
    underAgency && agency.subdomain && platformDomain
      ? `${agency.subdomain}.${platformDomain}`
      : platformDomain;
  return { name: brand?.companyName ?? 'the platform', host };
}

export async function sendInvitation(
  ctx: AppContext,
  account: { user: User; company: Company },
  origin: RequestOrigin,
): Promise<void> {
  const { user, company } = account;
  const brand = await brandOf(ctx.db, user, company);
  const port = origin.host.match(/:\d+$/)?.[0] ?? '';
  const host = brand.host ? `${brand.host}${port}` : origin.host;
  const token = newToken();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60_000),
  });
  await ctx.mailer.send({
    to: user.email,
    companyId: company.id,
    ...invitationMail(brand.name, user.name, `${origin.protocol}://${host}/reset-password/${token}`),
  });
}
