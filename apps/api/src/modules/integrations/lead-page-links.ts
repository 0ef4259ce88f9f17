// Where a lead's own page is, for alerts and CRM notes that link to it: the client's brand site
// (its agency's host, never a request's Host header) and the module's slug the agency chose, as
// /{slug}/leads/{id}. A client's site and slugs are read once a minute at most, so a busy campaign
// costs no query per lead.
import type { LeadModuleKind } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { brandSiteOf } from '../white-label/brand-site.ts';
import { lineageIds, type ModuleNames, moduleNamesFor } from '../white-label/company-settings.ts';

const KEEP_MS = 60_000;

type ClientSite = { origin: string; modules: ModuleNames };

export type LeadPageLinks = (lead: {
  leadId: number;
  module: LeadModuleKind;
  client: { id: number };
}) => Promise<string | null>;

export function leadPageLinks(ctx: AppContext): LeadPageLinks {
  const known = new Map<number, { at: number; site: Promise<ClientSite | null> }>();
  const siteOf = (clientId: number) => {
    const now = Date.now();
    const cached = known.get(clientId);
    if (cached && now - cached.at < KEEP_MS) return cached.site;
    const site = readSite(ctx, clientId).catch(() => null);
    known.set(clientId, { at: now, site });
    return site;
  };
  return async (lead) => {
    const site = await siteOf(lead.client.id);
    const slug = site?.modules[lead.module]?.url;
    if (!site || !slug) return null;
    return `${site.origin}/${encodeURIComponent(slug)}/leads/${lead.leadId}`;
  };
}

async function readSite(ctx: AppContext, clientId: number): Promise<ClientSite | null> {
  const [client] = await ctx.db
    .select({ kind: companies.kind, path: companies.path })
    .from(companies)
    .where(eq(companies.id, clientId));
  if (!client) return null;
  const [site, modules] = await Promise.all([
    brandSiteOf(ctx, { userType: 'client' }, client),
    moduleNamesFor(ctx.db, lineageIds(client.path)),
  ]);
  return { origin: site.origin, modules };
}
