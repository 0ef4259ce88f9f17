// Campaign management of a module (issue 5 point 4; part 2 §2, §4, §7): a fresh agency finds its
// client's Site ID campaign, starts, pauses, resumes, pauses and archives it, each step checked
// in the stored campaign; then the sort and status filter narrow its list.
import { type CampaignView, messages, type ShellFacts } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUser, callApi } from './api.ts';
import { browserPerFile, type Host, urlOn } from './browser.ts';
import {
  menuAboveNotices,
  rowAction,
  rowMenuButton,
  rowMenuItems,
  startFromMenu,
} from './campaign-row-menu.ts';
import {
  addSandboxCard,
  completeSetup,
  readyAgency,
  registerFreshClient,
  saveCardThroughForm,
  shellFactsOf,
} from './shell.ts';
import { agencyRowThroughApi, uniqueWord } from './tenants-steps.ts';
import { openSignedIn, reachedByPointer, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

type Setup = { agencyEmail: string; password: string; token: string; clientId: number; facts: ShellFacts };

/** A fresh agency with one fresh client of its own, by default with a card on file (activation needs it). */
async function agencyWithClient(label: string, withCard = true): Promise<Setup> {
  const agency = await readyAgency(label);
  const me = await apiUser(agency.token);
  const row = await agencyRowThroughApi(me.company_name);
  if (!row?.orisubdomain) throw new Error(`no subdomain for ${me.company_name}`);
  // Signing up on the agency's own host makes the client its client (the Host type lists demo hosts only).
  const client = await registerFreshClient(`${label}-client`, `${row.orisubdomain}.localhost` as Host);
  if (withCard) await addSandboxCard(client.token);
  await completeSetup(client.token);
  const clientUser = await apiUser(client.token);
  expect(clientUser.company_parent).toBe(me.company_id);
  return {
    agencyEmail: agency.email,
    password: agency.password,
    token: agency.token,
    clientId: clientUser.company_id,
    facts: await shellFactsOf(agency.token),
  };
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A draft Site ID campaign of the client, created by the agency through the API. */
async function draftCampaign(setup: Setup, campaignName: string): Promise<string> {
  const answer = await callApi<{ campaign: CampaignView }>('POST', '/leadspeek/client/create', {
    token: setup.token,
    body: {
      companyID: setup.clientId,
      leadspeekType: 'local',
      campaignName,
      urlCode: 'https://client.example.com/landing',
      startDate: isoDay(0),
      endDate: isoDay(365),
    },
  });
  if (answer.status !== 200)
    throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.campaign.leadspeek_api_id;
}

async function storedStatus(setup: Setup, leadspeekApiId: string): Promise<string | number> {
  const answer = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${leadspeekApiId}`, {
    token: setup.token,
  });
  return answer.status === 200 ? answer.body.status : answer.status;
}

async function openSiteIdCampaigns(page: Page, setup: Setup): Promise<void> {
  await openSignedIn(page, 'localhost', setup.agencyEmail, '/dashboard', setup.password);
  await waitForPath(page, '/dashboard');
  const slug = setup.facts.moduleNames.local.url;
  await page.goto(urlOn('localhost', `/${slug}/campaign-management`));
  await visible(
    page.getByRole('heading', {
      level: 1,
      name: `${setup.facts.moduleNames.local.name} Campaign Management`,
    }),
  );
}

const settled = (page: Page) => page.locator('[data-testid="campaign-table"][aria-busy="false"]').waitFor();
const rowOf = (page: Page, leadspeekApiId: string) => page.locator(`tr[data-campaign="${leadspeekApiId}"]`);
const drawnNames = (page: Page) =>
  page.locator('[data-testid="campaign-table"] tbody [data-testid="campaign-name"]').allTextContents();

describe('campaign management of Site ID', () => {
  it('starts, pauses, resumes, pauses and archives a campaign, each step stored', async () => {
    const setup = await agencyWithClient('campaign-ui');
    const name = uniqueWord('Visitors');
    const id = await draftCampaign(setup, name);
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    await visible(page.getByRole('link', { name: 'Build Your Campaign' }));
    expect(await page.getByRole('link', { name: 'Build Your Campaign' }).getAttribute('href')).toBe(
      '/campaign-setup?module=local',
    );

    await page.getByRole('textbox', { name: 'Search by campaign, id or client' }).fill(name.slice(0, -2));
    await expect.poll(() => drawnNames(page)).toEqual([name]);
    const row = rowOf(page, id);
    await visible(row.getByText('Draft', { exact: true }));
    await visible(row.getByText(`ID ${id}`));
    // Its start day reads as days do in the other lists ("Dec 6, 2026"), not as 12/06/2026.
    const startDay = new Date(`${isoDay(0)}T00:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      dateStyle: 'medium',
    });
    await visible(row.getByRole('cell', { name: startDay, exact: true }).first());

    const step = async (action: string, notice: string, badge: string, stored: string) => {
      if (action === 'Activate' || action === 'Resume') await startFromMenu(page, row, name, action);
      else await rowAction(page, row, name, action);
      // The same notice from an earlier step may still be showing: the newest one counts.
      await visible(page.getByText(`Campaign ${id} is ${notice}.`).last());
      await visible(row.getByText(badge, { exact: true }));
      expect(await storedStatus(setup, id)).toBe(stored);
    };
    await step('Activate', 'active', 'Active', 'active');
    // The notice leaves the page's own button clickable (at the top right it covered it).
    expect(await reachedByPointer(page.getByRole('link', { name: 'Build Your Campaign' }))).toBe(true);
    // An active campaign is paused before it can be archived or removed.
    expect(await rowMenuItems(page, row, name)).not.toContain('Archive');
    await step('Pause', 'paused', 'Paused', 'paused');
    await step('Resume', 'active', 'Active', 'active');
    // The menu opens over the notice just shown: its entries stay clickable (a pick once hit the notice).
    await rowMenuButton(row, name).click();
    expect(await menuAboveNotices(page)).toBe(true);
    await step('Pause', 'paused', 'Paused', 'paused');

    await rowAction(page, row, name, 'Embed code');
    const embed = await visible(page.getByRole('dialog', { name: `Embed code of ${name}` }));
    await visible(embed.getByTestId('embed-code').getByText(new RegExp(`data-campaign="${id}"`)));
    await visible(embed.getByRole('button', { name: 'Copy embed code' }));
    await embed.getByRole('button', { name: 'Close' }).last().click();
    await embed.waitFor({ state: 'hidden' });

    await rowAction(page, row, name, 'Archive');
    const confirm = await visible(page.getByRole('dialog', { name: `Archive ${name}?` }));
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await visible(page.getByText(`Campaign ${id} is archived.`));
    await row.waitFor({ state: 'detached' });
    expect(await storedStatus(setup, id)).toBe('archived');
    await visible(page.getByText('No campaigns match'));

    await page.getByRole('switch', { name: 'Archived' }).check();
    await visible(rowOf(page, id).getByText('Archived', { exact: true }));
    expect(await rowMenuItems(page, rowOf(page, id), name)).toContain('Remove');
  });

  it('sorts by campaign name through the three states and filters by status', async () => {
    const setup = await agencyWithClient('campaign-sort');
    const word = uniqueWord('Sorted');
    const alpha = await draftCampaign(setup, `${word} Alpha`);
    const zulu = await draftCampaign(setup, `${word} Zulu`);
    const activated = await callApi('PUT', '/leadspeek/client/activepause', {
      token: setup.token,
      body: { leadspeek_api_id: alpha, status: 'active' },
    });
    expect(activated.status).toBe(200);
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    await visible(page.getByText('2 campaigns'));
    // Unsorted: newest first.
    await expect.poll(() => drawnNames(page)).toEqual([`${word} Zulu`, `${word} Alpha`]);

    const sortByName = page.getByRole('button', { name: 'Sort by Campaign name' });
    await sortByName.click();
    await expect.poll(() => drawnNames(page)).toEqual([`${word} Alpha`, `${word} Zulu`]);
    await sortByName.click();
    await expect.poll(() => drawnNames(page)).toEqual([`${word} Zulu`, `${word} Alpha`]);
    expect(await page.getByRole('columnheader', { name: /Campaign name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await sortByName.click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Campaign name/ }).getAttribute('aria-sort'))
      .toBe('none');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await settled(page);
    await expect.poll(() => drawnNames(page)).toEqual([`${word} Zulu`]);
    await visible(rowOf(page, zulu).getByText('Draft', { exact: true }));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await expect.poll(() => drawnNames(page)).toEqual([`${word} Alpha`]);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Stopped' }).click();
    await visible(page.getByText('No campaigns match'));
  });

  // Issue 23 item 2: what blocks a start is said before the charges are confirmed, with the button
  // that fixes it; the agency views as its client, adds the card there and starts the campaign.
  it('names the missing card before confirming; its button lets the agency add it as the client, then it starts', async () => {
    const setup = await agencyWithClient('campaign-blocked', false);
    const name = uniqueWord('NoCard');
    const id = await draftCampaign(setup, name);
    const page = browser.page();
    await openSiteIdCampaigns(page, setup);
    await rowAction(page, await visible(rowOf(page, id)), name, 'Activate');
    const blocked = await visible(page.getByRole('dialog', { name: `Before ${name} can start` }));
    await visible(blocked.getByText(messages.campaignNeedsCard));
    // Nothing to confirm while a blocker is left: the charges dialog never opened.
    expect(await page.getByRole('button', { name: 'Start and bill' }).count()).toBe(0);
    expect(await storedStatus(setup, id)).toBe('draft');

    await blocked.getByRole('button', { name: 'Add the client’s card' }).click();
    await waitForPath(page, '/user/card-setting');
    await visible(page.getByTestId('view-as-banner'));
    await saveCardThroughForm(page);
    await visible(page.getByTestId('card-saved'));

    // Still viewing as the client: its Site ID campaigns, where the start has no blocker left.
    await page.goto(urlOn('localhost', `/${setup.facts.moduleNames.local.url}/campaign-management`));
    const row = await visible(rowOf(page, id));
    await startFromMenu(page, row, name, 'Activate');
    await visible(page.getByText(`Campaign ${id} is active.`));
    expect(await storedStatus(setup, id)).toBe('active');
  });
});
