import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL ltree: the company tree path ("1.7.42"), queried with <@ and @>. */
export const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });
