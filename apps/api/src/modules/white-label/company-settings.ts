// Settings an agency may brand: its look and its module names and slugs, inherited down the tree.
import { type Appearance, DEFAULT_APPEARANCE, DEFAULT_MODULES, type LeadModuleKind } from '@lead/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, companySettings } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export type ModuleNames = Record<LeadModuleKind, { name: string; url: string }>;

/** Ids from the nearest company to the root; the nearest setting wins. */
async function nearestSetting<T>(
  db: Queryable,
  companyIdsNearestFirst: number[],
  name: string,
): Promise<T | null> {
  if (companyIdsNearestFirst.length === 0) return null;
  const rows = await db
    .select()
    .from(companySettings)
    .where(
      and(inArray(companySettings.companyId, companyIdsNearestFirst), inArray(companySettings.name, [name])),
    );
  for (const id of companyIdsNearestFirst) {
    const row = rows.find((candidate) => candidate.companyId === id);
    if (row) return row.value as T;
  }
  return null;
}

export async function appearanceFor(db: Queryable, companyIdsNearestFirst: number[]): Promise<Appearance> {
  const saved = await nearestSetting<Partial<Appearance>>(db, companyIdsNearestFirst, 'appearance');
  return { ...DEFAULT_APPEARANCE, ...saved };
}

export async function moduleNamesFor(db: Queryable, companyIdsNearestFirst: number[]): Promise<ModuleNames> {
  const saved = await nearestSetting<Partial<ModuleNames>>(db, companyIdsNearestFirst, 'modules');
  return { ...DEFAULT_MODULES, ...saved };
}

/** One company's own saved setting (no inheritance): its platform's values, a host's embedded code. */
export async function ownSettingOf(db: Queryable, companyId: number, name: string): Promise<unknown> {
  return nearestSetting<unknown>(db, [companyId], name);
}

/** "1.7.42" → [42, 7, 1] */
export const lineageIds = (path: string): number[] => path.split('.').map(Number).reverse();

/**
 * The lineage whose look brands a page, nearest first. An agency off white label (is_whitelabeling
 * false, set by a non-white-label plan) brands nothing, so its platform's logo and colours show
 * (issue 23 item 11: the downgrade's confirmation says so, and this makes it true).
 */
export async function brandLineageIds(db: Queryable, path: string): Promise<number[]> {
  const ids = lineageIds(path);
  const unbranded = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(inArray(companies.id, ids), eq(companies.kind, 'agency'), eq(companies.isWhitelabeling, false)),
    );
  const skipped = new Set(unbranded.map((row) => row.id));
  return ids.filter((id) => !skipped.has(id));
}
