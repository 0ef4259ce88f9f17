// Report Analytics (/configuration/report-analytics; part 1 §2, part 2 §7): a root system user sees
// the platform's figures and charts, finds a new agency among the sellers with its leads, sees its
// silent campaign among those that need attention, and a reversed range is refused under the field.
// An agency user gets the not-found page.
import { messages, REPORT_PROBLEMS, UNDER_PERFORMANCE_MESSAGES } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { registerFreshAgency } from './api.ts';
import { browserPerFile } from './browser.ts';
import { judgeCampaignsNow, withServerDatabase } from './server-database.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

/** A client of the agency with a Site ID campaign running for 20 days, silent, and three leads today. */
async function agencyWithSilentCampaign(email: string) {
  return withServerDatabase(async (db) => {
    const agency = (
      await db.query<{ id: number; path: string; company_name: string }>(
        `select c.id, c.path::text, c.company_name from companies c join users u on u.company_id = c.id
         where u.email = $1`,
        [email],
      )
    ).rows[0];
    if (!agency) throw new Error(`no company for ${email}`);
    const clientName = `Silent Client ${agency.id}`;
    const client = (
      await db.query<{ id: number }>(
        `insert into companies (parent_id, path, kind, company_name) values ($1, 'pending', 'client', $2)
         returning id`,
        [agency.id, clientName],
      )
    ).rows[0];
    if (!client) throw new Error('client insert returned nothing');
    await db.query(`update companies set path = $1::ltree || id::text::ltree where id = $2`, [
      agency.path,
      client.id,
    ]);
    const campaignId = `9${String(client.id).padStart(7, '0')}`;
    const campaign = (
      await db.query<{ id: number }>(
        `insert into campaigns (leadspeek_api_id, company_id, module, campaign_name, status, activated_at)
         values ($1, $2, 'local', 'Silent site', 'active', now() - interval '20 days') returning id`,
        [campaignId, client.id],
      )
    ).rows[0];
    if (!campaign) throw new Error('campaign insert returned nothing');
    // Three leads of a week ago: in the opening range, outside the campaign's last 7 days.
    for (const n of [1, 2, 3])
      await db.query(
        `insert into leads (campaign_id, company_id, module, person_key, price_cents, created_at)
         values ($1, $2, 'local', $3, 250, now() - interval '8 days')`,
        [campaign.id, client.id, `silent-${client.id}-${n}`],
      );
    return { agencyName: agency.company_name, clientName, campaignId };
  }).then(async (made) => {
    // The list reads the judgment the platform makes every 5 minutes: made now, as the job would.
    await judgeCampaignsNow();
    return made;
  });
}

describe('Report Analytics', () => {
  it('shows a root user the platform, a new agency among the sellers and its silent campaign', async () => {
    const fresh = await registerFreshAgency('analytics');
    const { agencyName, clientName, campaignId } = await agencyWithSilentCampaign(fresh.email);
    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/report-analytics');
    await waitForPath(page, '/configuration/report-analytics');
    await visible(page.getByRole('heading', { level: 1, name: 'Report Analytics' }));

    // The figures and charts of the last 30 days, and the split by module.
    await visible(page.getByTestId('analytics-leads-value'));
    // What the leads cost is named as on the dashboards' charts, not a second kind of "spend".
    await visible(page.getByTestId('analytics-spend').getByText('Lead charges', { exact: true }));
    await visible(page.getByTestId('analytics-modules').getByRole('columnheader', { name: 'Lead charges' }));
    const leadsShown = async () =>
      Number((await page.getByTestId('analytics-leads-value').textContent())?.replace(/,/g, ''));
    const leads = await leadsShown();
    expect(leads).toBeGreaterThanOrEqual(3);
    await visible(page.getByTestId('leads-chart'));
    // Issue 14: the share of visits that became leads compares like with like, never above 100 %;
    // counts are spelled in the singular or the plural as they fall.
    // innerText keeps the figure and its note apart ("6" then "16.7% became leads"); textContent joins them.
    const visitsNote = await page.getByTestId('analytics-visits').innerText();
    const rate = visitsNote.match(/(?:^|\s)([\d.,]+)% became leads/);
    if (rate) expect(Number(rate[1]?.replace(/,/g, ''))).toBeLessThanOrEqual(100);
    const campaignsNote = (await page.getByTestId('analytics-active-campaigns').textContent()) ?? '';
    expect(campaignsNote).not.toMatch(/\b1 (agencies|sellers|clients)\b/);
    expect(campaignsNote).toMatch(/\d+ agenc(y|ies); \d+ sellers? and \d+ clients? had leads/);
    await visible(page.getByTestId('analytics-modules').getByRole('row').filter({ hasText: 'Site ID' }));

    // The new agency among the sellers: its three leads, their spend, and no range before to compare.
    await page.getByTestId('sellers-search').fill(agencyName);
    const seller = page.getByTestId('sellers-table').getByRole('row').filter({ hasText: agencyName });
    await visible(seller);
    await expect.poll(() => page.getByTestId('sellers-table').locator('tbody tr').count()).toBe(1);
    expect(await seller.locator('td').allInnerTexts()).toEqual([agencyName, '1', '1', '3', '$7.50', 'New']);
    await page.getByTestId('sellers-search').fill(`${agencyName} nobody`);
    await visible(page.getByText('No agency matches'));

    // Its campaign has run 20 days without a visit.
    const silent = page.locator(`[data-campaign="${campaignId}"]`);
    await visible(silent);
    await visible(silent.getByText(UNDER_PERFORMANCE_MESSAGES['no-visits']));
    await visible(silent.getByText(clientName));
    await visible(silent.getByText('20 days'));

    // A reversed range is refused under the field; the figures keep the last valid range.
    await page.getByTestId('range-startDate').fill('2099-01-01');
    await visible(page.getByText(REPORT_PROBLEMS.endBeforeStart));
    expect(await leadsShown()).toBe(leads);
  });

  it('an agency user gets the not-found page', async () => {
    const page = browser.page();
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/configuration/report-analytics');
    await visible(page.getByText(messages.notFoundPage, { exact: true }));
  });
});
