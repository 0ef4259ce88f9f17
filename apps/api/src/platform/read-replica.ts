// Where reports, analytics, dashboards and exports read: a streaming replica when DATABASE_READ_URL
// is set (its pool refuses to write), else the primary. A replica lags the primary by a moment, so
// only reads of what has already happened go there: a list the caller has just changed, a proof
// before a write and every write stay on the primary (ctx.db).
import type { AppContext } from './app-context.ts';
import type { Database } from './db.ts';

export const reportReads = (ctx: AppContext): Database => ctx.readDb ?? ctx.db;
