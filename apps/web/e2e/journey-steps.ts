// Steps of the browser tests where a visitor reads the demo site and becomes a lead: following a
// link with its page view accepted, and waiting (polling the server's database) for the lead.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { withServerDatabase } from './server-database.ts';
import { visible } from './ui.ts';

export type NewLead = { id: number; first_name: string; last_name: string; email: string };

/** Polls until `read` answers something (the pipeline runs on its own). */
export async function polled<T>(what: string, read: () => Promise<T | null>, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await read();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} within ${seconds} s`);
}

/** The lead the visits became, once all `pageViews` of the visitor are stored. */
export async function leadOfVisitor(visitorId: string, pageViews: number): Promise<NewLead> {
  await polled(`No ${pageViews} page views stored for visitor ${visitorId}`, () =>
    withServerDatabase(async (client) => {
      const { rows } = await client.query<{ stored: number }>(
        'select count(*)::int as stored from visits where visitor_id = $1',
        [visitorId],
      );
      return (rows[0]?.stored ?? 0) >= pageViews ? true : null;
    }),
  );
  return polled(`No lead for visitor ${visitorId}`, () =>
    withServerDatabase(async (client) => {
      const { rows } = await client.query<NewLead>(
        `select l.id::int as id, l.first_name, l.last_name, l.email
           from leads l join visits v on v.lead_id = l.id
          where v.visitor_id = $1`,
        [visitorId],
      );
      return rows[0] ?? null;
    }),
  );
}

/** Follows a link of the demo site and waits for the next page's page view to be accepted. */
export async function follow(page: Page, link: string, heading: string): Promise<void> {
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/pixel/event'));
  await page.getByRole('link', { name: link, exact: true }).click();
  await visible(page.getByRole('heading', { name: heading }));
  expect((await beacon).status()).toBe(204);
}
