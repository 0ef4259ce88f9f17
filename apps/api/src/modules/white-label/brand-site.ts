// The site a person uses, and so where every link in their e-mails points: the configured host of
// their brand (the agency's subdomain under the platform's domain, or the platform's own domain),
// never the Host header of the request that caused the e-mail (a forged header would send reset
// links to an attacker's site).
import { eq, inArray } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { lineageIds } from './company-settings.ts';

export type BrandSite = { name: string; origin: string };

type SiteUser = { userType: string };
type SiteCompany = { kind: string; path: string };
type BrandCompany = { kind: string; companyName: string; subdomain: string | null };

async function lineageOf(ctx: AppContext, company: SiteCompany) {
  const related = await ctx.db
    .select({
      kind: companies.kind,
      companyName: companies.companyName,
      domain: companies.domain,
      subdomain: companies.subdomain,
    })
    .from(companies)
    .where(inArray(companies.id, lineageIds(company.path)));
  const root = related.find((candidate) => candidate.kind === 'root');
  return { root, agency: related.find((candidate) => candidate.kind === 'agency') };
}

function siteFor(ctx: AppContext, brand: BrandCompany | undefined, platformDomain: string | null): BrandSite {
  const domain = platformDomain ?? 'localhost';
  const host = brand?.kind === 'agency' && brand.subdomain ? `${brand.subdomain}.${domain}` : domain;
  const { LINK_PROTOCOL, LINK_PORT } = ctx.config;
  return {
    name: brand?.companyName ?? 'the platform',
    origin: `${LINK_PROTOCOL}://${host}${LINK_PORT ? `:${LINK_PORT}` : ''}`,
  };
}

/**
 * Clients and agency staff sign in on their agency's host under its brand; agency owners, platform
 * staff and sales people on the platform's (part 1 sign-in host rule).
 */
export async function brandSiteOf(ctx: AppContext, user: SiteUser, company: SiteCompany): Promise<BrandSite> {
  const { root, agency } = await lineageOf(ctx, company);
  const underAgency = agency && (company.kind === 'client' || user.userType !== 'userdownline');
  return siteFor(ctx, underAgency ? agency : root, root?.domain ?? null);
}

export async function brandSiteOfUser(ctx: AppContext, userId: number): Promise<BrandSite> {
  const [row] = await ctx.db
    .select({ userType: users.userType, kind: companies.kind, path: companies.path })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no company`);
  return brandSiteOf(ctx, row, row);
}

/** The configured site of a brand company (an agency or the platform root) found from a host name. */
export async function siteOfBrand(
  ctx: AppContext,
  brand: BrandCompany & { path: string },
): Promise<BrandSite> {
  const { root } = await lineageOf(ctx, brand);
  return siteFor(ctx, brand, root?.domain ?? null);
}
