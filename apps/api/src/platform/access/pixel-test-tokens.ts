// Hosted pixel test pages (issue 14): the link's token is the whole proof, as a reset link's is. Only
// its SHA-256 is stored; a token names one Site ID campaign until it expires. Anyone holding the link
// may open the page (it shows the campaign's name and key, which its embed code shows anyway); what
// its page views may do is decided by ingestion (modules/ingest/pixel-test-marks.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { campaigns, pixelTestPages } from '../../db/schema/index.ts';
import type { Queryable } from '../db.ts';
import { sha256 } from '../secrets.ts';

/** A test page link's form: 256 random bits, URL-safe (platform/secrets.ts newToken). */
export const TEST_PAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type TestPageOfToken = { campaignId: number; key: string; name: string; expiresAt: Date };

/** The campaign a test page link names, expired or not; null for a link never issued or a removed campaign. */
export async function testPageOfToken(db: Queryable, token: string): Promise<TestPageOfToken | null> {
  if (!TEST_PAGE_TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      campaignId: pixelTestPages.campaignId,
      key: campaigns.leadspeekApiId,
      name: campaigns.campaignName,
      expiresAt: pixelTestPages.expiresAt,
    })
    .from(pixelTestPages)
    .innerJoin(campaigns, eq(campaigns.id, pixelTestPages.campaignId))
    .where(and(eq(pixelTestPages.tokenHash, sha256(token)), isNull(campaigns.removedAt)));
  return row ?? null;
}
