import { customType, integer } from 'drizzle-orm/pg-core';

/** PostgreSQL ltree: the company tree path ("1.7.42"), queried with <@ and @>. */
export const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });

/**
 * The platform root a row belongs to, kept by a trigger from the row's company or campaign (migration
 * platform_root_columns). Row-level security passes a row by this column alone for a caller whose
 * scope is its whole platform, before it would look the row's company up: Report Analytics reads
 * these tables by the thousand. Never written by the app.
 */
export const platformRoot = () => integer('root_id');

/**
 * A copy of the row's company path, kept by a trigger (migration company_path_copies) on the tables
 * every tree list joins row by row: their row-level security policy tests this path itself, so the
 * planner has no lookup of the company to plan for each join. Never written by the app.
 */
export const companyPathCopy = () => ltree('company_path');
