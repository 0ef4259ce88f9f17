// Prices per matched row (issue 27 item 2), like the modules' costs: the root's price is what its
// agencies pay by default and the lowest an agency may charge its clients; the root may set one
// agency's own price; each agency sets its clients' price, never below the root's.
import {
  centsToDollars,
  ENRICHMENT_LIMITS,
  type EnrichmentAgencyPrices,
  type EnrichmentPrices,
  enrichmentMessage,
  ENRICHMENT_MESSAGES as M,
} from '@lead/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, enrichmentPrices } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import { managedBy } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { lineageIds } from '../white-label/company-settings.ts';

type StoredPrices = { pricePerMatchCents: number | null; costPerMatchCents: number | null };

async function storedPricesOf(db: Queryable, companyId: number): Promise<StoredPrices> {
  const [row] = await db
    .select({
      pricePerMatchCents: enrichmentPrices.pricePerMatchCents,
      costPerMatchCents: enrichmentPrices.costPerMatchCents,
    })
    .from(enrichmentPrices)
    .where(eq(enrichmentPrices.companyId, companyId))
    .limit(1);
  return row ?? { pricePerMatchCents: null, costPerMatchCents: null };
}

/** The company's lineage, nearest first: [client, agency, root], [agency, root] or [root]. */
const lineageOf = (company: ProvenCompany) => lineageIds(company.path);

/** The root's price: its agencies' default cost and the minimum of their clients' price. */
async function rootPriceCents(db: Queryable, company: ProvenCompany): Promise<number> {
  const rootId = lineageOf(company).at(-1) as number;
  return (await storedPricesOf(db, rootId)).pricePerMatchCents ?? ENRICHMENT_LIMITS.defaultPriceCents;
}

/** The prices the configuration page shows its company (the root or an agency). */
export async function pricesOf(db: Queryable, company: ProvenCompany): Promise<EnrichmentPrices> {
  const rootPrice = await rootPriceCents(db, company);
  if (company.kind === 'root')
    return {
      companyKind: 'root',
      pricePerMatchCents: rootPrice,
      minimumCents: null,
      costPerMatchCents: null,
    };
  const own = await storedPricesOf(db, company.id);
  return {
    companyKind: 'agency',
    pricePerMatchCents: Math.max(own.pricePerMatchCents ?? rootPrice, rootPrice),
    minimumCents: rootPrice,
    costPerMatchCents: own.costPerMatchCents ?? rootPrice,
  };
}

async function upsertPrices(db: Queryable, companyId: number, values: Partial<StoredPrices>): Promise<void> {
  await db
    .insert(enrichmentPrices)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: enrichmentPrices.companyId, set: { ...values, updatedAt: sql`now()` } });
}

/** The company's own price per matched row; an agency's may not go below the root's (422 naming it). */
export async function saveOwnPrice(db: Queryable, company: ProvenCompany, priceCents: number): Promise<void> {
  if (company.kind === 'agency') {
    const minimum = await rootPriceCents(db, company);
    if (priceCents < minimum)
      throw invalid({
        pricePerMatchCents: enrichmentMessage(M.priceBelowMinimum, {
          minimum: `$${centsToDollars(minimum)}`,
        }),
      });
  }
  await upsertPrices(db, company.id, { pricePerMatchCents: priceCents });
}

/** What the root charges one of its agencies (null: the root's own price); answers the price in force. */
export async function saveAgencyCost(
  db: Queryable,
  agency: ProvenCompany,
  costCents: number | null,
): Promise<number> {
  await upsertPrices(db, agency.id, { costPerMatchCents: costCents });
  return costCents ?? (await rootPriceCents(db, agency));
}

/**
 * What one matched row costs a job's owner, and the platform's share of it: a client pays its
 * agency's price (at least the root's, and never below what the agency itself pays), an agency its
 * own cost.
 */
export async function matchPriceOf(
  db: Queryable,
  owner: ProvenCompany,
): Promise<{ priceCents: number; wholesaleCents: number }> {
  const rootPrice = await rootPriceCents(db, owner);
  const agencyId = owner.kind === 'client' ? lineageOf(owner)[1] : owner.id;
  const agency = agencyId === undefined ? null : await storedPricesOf(db, agencyId);
  const wholesaleCents = agency?.costPerMatchCents ?? rootPrice;
  if (owner.kind !== 'client') return { priceCents: wholesaleCents, wholesaleCents };
  const asked = agency?.pricePerMatchCents ?? rootPrice;
  return { priceCents: Math.max(asked, rootPrice, wholesaleCents), wholesaleCents };
}

/** The root's agencies, by name, each with the price named for it (null: the root's own price). */
export async function agencyPricesOf(
  db: Queryable,
  actor: Actor,
  root: ProvenCompany,
  query: { q?: string | undefined; limit: number },
): Promise<EnrichmentAgencyPrices> {
  const rows = await db
    .select({
      companyID: companies.id,
      companyName: companies.companyName,
      costPerMatchCents: enrichmentPrices.costPerMatchCents,
    })
    .from(companies)
    .leftJoin(enrichmentPrices, eq(enrichmentPrices.companyId, companies.id))
    .where(
      and(
        eq(companies.kind, 'agency'),
        managedBy(actor),
        query.q ? sql`${companies.companyName} ilike ${containsPattern(query.q)}` : undefined,
      ),
    )
    .orderBy(sql`lower(${companies.companyName})`, asc(companies.id))
    .limit(query.limit + 1);
  return {
    defaultCents: await rootPriceCents(db, root),
    agencies: rows.slice(0, query.limit),
    more: rows.length > query.limit,
  };
}
