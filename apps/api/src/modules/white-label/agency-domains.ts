// An agency's host names (issue 14): its subdomain under the platform's domain and its custom domain,
// the CNAME record the custom domain needs, and the DNS check that verifies it. A custom domain is
// served as the agency's host only once verified (host-company.ts).
import { customDomainProblem, type DomainState, messages, subdomainProblem } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { platformDomainOf, takenProblems } from '../../platform/access/uniqueness.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid, isUniqueViolation } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { ownAgency } from '../agency-mail/own-agency.ts';
import { checkCname, resolverOf } from './dns-check.ts';

type AgencyHosts = Pick<
  ProvenCompany,
  'subdomain' | 'domain' | 'domainVerified' | 'domainCheckedAt' | 'domainCheckFound'
>;

export function domainStateOf(
  agency: AgencyHosts,
  platformDomain: string | null,
  message?: string,
): DomainState {
  const platformHost = agency.subdomain ? `${agency.subdomain}.${platformDomain ?? 'localhost'}` : null;
  const domain = agency.domain?.toLowerCase() ?? null;
  return {
    subdomain: agency.subdomain,
    platform_host: platformHost,
    domain,
    verified: domain !== null && agency.domainVerified === domain,
    record: domain && platformHost ? { type: 'CNAME', name: domain, value: platformHost } : null,
    checked_at: domain ? (agency.domainCheckedAt?.toISOString() ?? null) : null,
    found: domain ? agency.domainCheckFound : null,
    ...(message ? { message } : {}),
  };
}

export async function readDomains(ctx: AppContext, actor: Actor, companyId: number): Promise<DomainState> {
  const agency = await ownAgency(ctx, actor, companyId);
  return domainStateOf(agency, await platformDomainOf(ctx.db, agency.path));
}

async function updateHosts(
  ctx: AppContext,
  agency: ProvenCompany,
  set: Partial<typeof companies.$inferInsert>,
) {
  try {
    const [updated] = await ctx.db.update(companies).set(set).where(eq(companies.id, agency.id)).returning();
    return updated ?? agency;
  } catch (error) {
    if (isUniqueViolation(error, 'companies_subdomain_unique'))
      throw invalid({ subdomain: messages.subdomainTaken });
    if (isUniqueViolation(error, 'companies_domain_unique')) throw invalid({ domain: messages.domainTaken });
    throw error;
  }
}

export async function saveSubdomain(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; subdomain: string },
  ip: string | null,
): Promise<DomainState> {
  const agency = await ownAgency(ctx, actor, input.companyID);
  const problem = subdomainProblem(input.subdomain);
  if (problem) throw invalid({ subdomain: problem });
  const subdomain = input.subdomain.trim().toLowerCase();
  const platformDomain = await platformDomainOf(ctx.db, agency.path);
  const taken = await takenProblems(
    ctx.db,
    { email: '', subdomain, domain: null, platformDomain },
    { companyId: agency.id },
  );
  if (taken.DownlineSubDomain) throw invalid({ subdomain: taken.DownlineSubDomain });
  // A new agency host changes the CNAME target: a verified custom domain must be checked again.
  const changed = subdomain !== agency.subdomain;
  const updated = await updateHosts(
    ctx,
    agency,
    changed ? { subdomain, domainVerified: null } : { subdomain },
  );
  if (changed)
    await logActorAction(
      ctx.db,
      actor,
      ip,
      'setting',
      `Changed the subdomain of ${agency.companyName} to ${subdomain}`,
    );
  return domainStateOf(updated, platformDomain, messages.subdomainSaved);
}

export async function saveCustomDomain(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; domain: string },
  ip: string | null,
): Promise<DomainState> {
  const agency = await ownAgency(ctx, actor, input.companyID);
  const platformDomain = await platformDomainOf(ctx.db, agency.path);
  const domain = input.domain.trim().toLowerCase().replace(/\.$/, '');
  if (domain === '') {
    const updated = await updateHosts(ctx, agency, {
      domain: null,
      domainVerified: null,
      domainCheckedAt: null,
      domainCheckFound: null,
    });
    if (agency.domain)
      await logActorAction(
        ctx.db,
        actor,
        ip,
        'setting',
        `Removed the custom domain ${agency.domain} of ${agency.companyName}`,
      );
    return domainStateOf(updated, platformDomain, messages.customDomainRemoved);
  }
  const problem = customDomainProblem(domain, platformDomain);
  if (problem) throw invalid({ domain: problem });
  const taken = await takenProblems(
    ctx.db,
    { email: '', subdomain: null, domain, platformDomain },
    { companyId: agency.id },
  );
  if (taken.DownlineDomain) throw invalid({ domain: taken.DownlineDomain });
  if (domain === agency.domain?.toLowerCase())
    return domainStateOf(agency, platformDomain, messages.customDomainSaved);
  const updated = await updateHosts(ctx, agency, {
    domain,
    domainVerified: null,
    domainCheckedAt: null,
    domainCheckFound: null,
  });
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'setting',
    `Set the custom domain of ${agency.companyName} to ${domain}`,
  );
  return domainStateOf(updated, platformDomain, messages.customDomainSaved);
}

export async function checkDomain(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  ip: string | null,
): Promise<DomainState> {
  const agency = await ownAgency(ctx, actor, companyId);
  const platformDomain = await platformDomainOf(ctx.db, agency.path);
  const state = domainStateOf(agency, platformDomain);
  if (!state.domain || !state.record) throw invalid({ domain: messages.customDomainInvalid });
  const outcome = await checkCname(resolverOf(ctx.config), state.record.name, state.record.value);
  const updated = await updateHosts(ctx, agency, {
    domainVerified: outcome.verified ? state.domain : null,
    domainCheckedAt: new Date(),
    domainCheckFound: outcome.found,
  });
  if (outcome.verified !== state.verified)
    await logActorAction(
      ctx.db,
      actor,
      ip,
      'setting',
      `The custom domain ${state.domain} of ${agency.companyName} is ${outcome.verified ? 'verified' : 'no longer verified'}`,
    );
  return domainStateOf(
    updated,
    platformDomain,
    outcome.verified ? messages.customDomainVerified : messages.customDomainNotVerified,
  );
}

/** GET /domainsubdomain/{domainorsub}/{hostID}: a single label is a subdomain, a dotted name a domain. */
export async function hostAvailability(ctx: AppContext, actor: Actor, candidate: string, hostId: number) {
  const agency = await ownAgency(ctx, actor, hostId);
  const platformDomain = await platformDomainOf(ctx.db, agency.path);
  const name = candidate.trim().toLowerCase().replace(/\.$/, '');
  const kind = name.includes('.') ? ('domain' as const) : ('subdomain' as const);
  const problem = kind === 'subdomain' ? subdomainProblem(name) : customDomainProblem(name, platformDomain);
  if (problem) return { available: false, message: problem, kind };
  const taken = await takenProblems(
    ctx.db,
    {
      email: '',
      subdomain: kind === 'subdomain' ? name : null,
      domain: kind === 'domain' ? name : null,
      platformDomain,
    },
    { companyId: agency.id },
  );
  const takenMessage = taken.DownlineSubDomain ?? taken.DownlineDomain;
  return takenMessage
    ? { available: false, message: takenMessage, kind }
    : { available: true, message: messages.hostAvailable, kind };
}
