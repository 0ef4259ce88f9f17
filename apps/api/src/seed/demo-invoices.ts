// Past invoices for the demo (issue 15): the demo clients' campaigns get leads over the last three
// weeks, and the billing run bills those weeks as it would have each Monday, so invoice screens,
// balances and margins have something to show from the first `npm start`. Only on a fresh seed.
import { type LocalPeriod, lastEndedPeriod, periodBounds } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { runBilling } from '../modules/billing-runs/billing-run-job.ts';
import type { AppContext } from '../platform/app-context.ts';
import { DEMO_CAMPAIGN_IDS } from './demo-costs.ts';

const ZONE = 'America/Chicago';
const WEEKS = 3;
const DAY = 86_400_000;

export async function seedDemoInvoices(ctx: AppContext, now = new Date()): Promise<number> {
  const weeks: LocalPeriod[] = [];
  for (let back = WEEKS - 1; back >= 0; back -= 1)
    weeks.push(lastEndedPeriod('Weekly', new Date(now.getTime() - back * 7 * DAY), ZONE));
  const first = weeks[0];
  if (!first) return 0;
  const ids = Object.values(DEMO_CAMPAIGN_IDS);
  const activatedAt = new Date(periodBounds(first, ZONE).from.getTime() + DAY + 9 * 3_600_000);
  await ctx.db.execute(sql`update campaigns set activated_at = ${activatedAt}, payment_term = 'Weekly',
      timezone = ${ZONE}
    where leadspeek_api_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and activated_at is null`);
  for (const [index, week] of weeks.entries()) {
    const { from } = periodBounds(week, ZONE);
    // A few leads on each weekday of the week, delivered already (no report e-mail for the past).
    const perCampaign = 6 + index * 4;
    await ctx.db.execute(sql`
      with made as (
        insert into leads (campaign_id, company_id, module, person_key, first_name, last_name, email, city,
          state, source, price_cents, delivered_at, created_at, received_at)
        select c.id, c.company_id, c.module, 'demo-' || c.id || '-' || ${index} || '-' || n,
          (array['Ava', 'Noah', 'Mia', 'Liam', 'Zoe', 'Owen'])[1 + n % 6],
          (array['Parker', 'Reed', 'Hayes', 'Brooks', 'Ellis'])[1 + n % 5],
          'demo.lead' || c.id || '.' || ${index} || '.' || n || '@example.com', 'Chicago', 'IL', 'pixel',
          c.cost_per_lead_cents, t.at, t.at, t.at
        from campaigns c cross join generate_series(1, ${perCampaign}) n
        cross join lateral (select ${from}::timestamptz + ((n % 5) * interval '1 day')
          + ((9 + n % 8) * interval '1 hour') as at) t
        where c.leadspeek_api_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        returning id, company_id, campaign_id, price_cents, created_at, received_at)
      insert into lead_charges (lead_id, company_id, campaign_id, amount_cents, created_at, lead_received_at)
      select id, company_id, campaign_id, price_cents, created_at, received_at from made`);
  }
  let issued = 0;
  for (const week of weeks) {
    // Each Monday, an hour after the week ended in Chicago.
    const runAt = new Date(Math.min(periodBounds(week, ZONE).until.getTime() + 3_600_000, now.getTime()));
    issued += (await runBilling(ctx, { now: runAt, concurrency: 1 })).invoicesIssued;
  }
  return issued;
}
