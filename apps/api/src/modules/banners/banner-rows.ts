// The rows of an agency's banner sets, always limited to the agency proven by the caller's session,
// and the views the API answers with (client name, click counts per size, the thumbnail's address).
import {
  BANNER_SIZES,
  type BannerSetRow,
  type BannerSetView,
  type BannerSize,
  bannerRoutes,
  pathOf,
} from '@lead/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { bannerClicks, bannerSets, companies } from '../../db/schema/index.ts';
import type { InScope } from '../../platform/access/proof.ts';
import { inSubtreeOf } from '../../platform/access/subtree.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

export type BannerSet = typeof bannerSets.$inferSelect;
type Listed = BannerSet & { clientName: string | null };

const listedColumns = { set: bannerSets, clientName: companies.companyName };

/** The agency's sets, newest change first; `client` keeps those made for that client. */
export async function bannerSetsOf(db: Queryable, agency: InScope<'company'>, client?: InScope<'company'>) {
  const rows = await db
    .select(listedColumns)
    .from(bannerSets)
    .leftJoin(companies, eq(companies.id, bannerSets.clientCompanyId))
    .where(
      and(
        eq(bannerSets.companyId, agency.id),
        client ? eq(bannerSets.clientCompanyId, client.id) : undefined,
      ),
    )
    .orderBy(desc(bannerSets.updatedAt), desc(bannerSets.id));
  return rows.map((row): Listed => ({ ...row.set, clientName: row.clientName }));
}

/** One of the agency's sets; another agency's id answers 404 as if it did not exist. */
export async function bannerSetOf(db: Queryable, agency: InScope<'company'>, id: number): Promise<Listed> {
  const [row] = await db
    .select(listedColumns)
    .from(bannerSets)
    .leftJoin(companies, eq(companies.id, bannerSets.clientCompanyId))
    .where(and(eq(bannerSets.companyId, agency.id), eq(bannerSets.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row.set, clientName: row.clientName };
}

type Clicks = BannerSetRow['clicks'];

/** Clicks per size of each set (sizes never clicked count 0). */
async function clicksOf(db: Queryable, agency: InScope<'company'>, setIds: number[]) {
  const found = new Map<number, Clicks>();
  for (const id of setIds)
    found.set(id, {
      bySize: Object.fromEntries(BANNER_SIZES.map((size) => [size, 0])) as Clicks['bySize'],
      total: 0,
    });
  if (setIds.length === 0) return found;
  const rows = await db
    .select({ setId: bannerClicks.bannerSetId, size: bannerClicks.size, clicks: bannerClicks.clicks })
    .from(bannerClicks)
    .innerJoin(bannerSets, eq(bannerSets.id, bannerClicks.bannerSetId))
    .where(and(eq(bannerSets.companyId, agency.id), inArray(bannerClicks.bannerSetId, setIds)));
  for (const row of rows) {
    const counts = found.get(row.setId);
    if (!counts || !(BANNER_SIZES as readonly string[]).includes(row.size)) continue;
    counts.bySize[row.size as BannerSize] = row.clicks;
    counts.total += row.clicks;
  }
  return found;
}

const thumbnailSize: BannerSize = '300x250';

function rowOf(set: Listed, clicks: Clicks): BannerSetRow {
  return {
    id: set.id,
    name: set.name,
    clientID: set.clientCompanyId,
    clientName: set.clientName,
    sizes: [...BANNER_SIZES],
    created_at: set.createdAt.toISOString(),
    updated_at: set.updatedAt.toISOString(),
    clicks,
    thumbnailUrl: `/api${pathOf(bannerRoutes.bannerPng, { bannerSetID: set.id, size: thumbnailSize })}`,
  };
}

/** The hosted click-through link of one size (on the agency's white-label host). */
export const clickPathOf = (slug: string, size: BannerSize) =>
  `/api${pathOf(bannerRoutes.bannerClick, { slug, size })}`;

export async function bannerListOf(db: Queryable, agency: InScope<'company'>, client?: InScope<'company'>) {
  const sets = await bannerSetsOf(db, agency, client);
  const clicks = await clicksOf(
    db,
    agency,
    sets.map((set) => set.id),
  );
  return sets.map((set) => rowOf(set, clicks.get(set.id) as Clicks));
}

export async function bannerSetViewOf(
  db: Queryable,
  agency: InScope<'company'>,
  id: number,
): Promise<BannerSetView> {
  const set = await bannerSetOf(db, agency, id);
  const clicks = (await clicksOf(db, agency, [set.id])).get(set.id) as Clicks;
  return {
    ...rowOf(set, clicks),
    headline: set.headline,
    body: set.body,
    callToAction: set.callToAction,
    landingUrl: set.landingUrl,
    backgroundColor: set.backgroundColor,
    hasBackgroundImage: set.backgroundUploadId !== null,
    clickPaths: Object.fromEntries(
      BANNER_SIZES.map((size) => [size, clickPathOf(set.slug, size)]),
    ) as BannerSetView['clickPaths'],
  };
}

/** The menu's Clients entry: every client of the agency (by name), each with its sets. */
export async function bannerClientsOf(db: Queryable, agency: InScope<'company'> & { path: string }) {
  const clients = await db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(and(eq(companies.kind, 'client'), inSubtreeOf(agency)))
    .orderBy(companies.companyName, companies.id);
  const sets = await bannerSetsOf(db, agency);
  return clients.map((client) => ({
    clientID: client.id,
    clientName: client.name,
    bannerSets: sets
      .filter((set) => set.clientCompanyId === client.id)
      .map((set) => ({ id: set.id, name: set.name, updated_at: set.updatedAt.toISOString() })),
  }));
}
