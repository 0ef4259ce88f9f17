// Issue 23 points 3 and 6: the wizard's price step starts from the agency's cost settings, shows and
// enforces the platform's minimum (part 2 §5), takes money as people type it and fills from a named
// preset; the draft survives a reload and the browser's Back, leaving asks first, and the draft is
// gone once saved. The edit form saves "1,000.50"; presets are kept in General Settings.
import { type CampaignView, completeCostAgency, messages, type SessionUser } from '@lead/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, type FreshAccount } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { rowAction } from './campaign-row-menu.ts';
import { readyAgency } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

type ClientRow = { id: number; company_id: number; company_name: string; email: string; name: string };
const PHONE = { ClientPhone: '201 555 0123', ClientPhoneCountryCode: 'US' };

let agency: FreshAccount;
let agencyUser: SessionUser;
let client: ClientRow;

async function expectOk<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A fresh agency priced by the platform, with a Site ID and Enhance ID client and a "Premium" preset. */
beforeAll(async () => {
  agency = await readyAgency('price-step');
  agencyUser = await apiUser(agency.token);
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `price-client-${unique}@example.test`;
  const base = {
    companyID: agencyUser.company_id,
    idsys: agencyUser.idsys,
    userType: 'client',
    ClientCompanyName: `Price Client ${unique}`,
    ClientFullName: 'Penny Price',
    ClientEmail: email,
    ...PHONE,
  };
  const created = await expectOk(
    'Adding the client',
    callApi<{ data: ClientRow[] }>('POST', '/configuration/user/create', { token: agency.token, body: base }),
  );
  client = created.data.find((entry) => entry.email === email) as ClientRow;
  await expectOk(
    'Enabling Site ID and Enhance ID for the client',
    callApi('PUT', '/configuration/user/update', {
      token: agency.token,
      body: {
        ...base,
        ClientID: client.id,
        selectedmodules: ['local', 'enhance'].map((type) => ({ type, status: true })),
      },
    }),
  );
  // The agency's cost settings (Set Cost for Agency, by the platform): Enhance ID weekly is 300/120/2.50.
  const costs = completeCostAgency(null);
  for (const term of ['Weekly', 'Monthly', 'OneTime', 'Prepaid'] as const) {
    costs.enhance[term] = {
      EnhancePlatformFee: '300.00',
      EnhanceMinCostMonth: '120.00',
      EnhanceCostperlead: '2.50',
    };
    costs.b2b[term] = { B2bPlatformFee: '0', B2bMinCostMonth: '0', B2bCostperlead: '3.00' };
  }
  const root = await apiSignIn('root@demo.test', 'localhost');
  await expectOk(
    'Setting the agency costs',
    callApi('PUT', `/configuration/setting/${agencyUser.company_id}/costagency`, {
      token: root,
      body: costs,
    }),
  );
  const amounts = (PlatformFee: string, CostMonth: string, CostSet: string) => ({
    PlatformFee,
    CostMonth,
    CostSet,
  });
  await expectOk(
    'Adding the Premium preset',
    callApi('POST', '/configuration/price-presets', {
      token: agency.token,
      body: {
        name: 'Premium',
        prices: {
          local: amounts('100', '50', '1'),
          locator: amounts('100', '50', '1'),
          enhance: amounts('$500', '200', '4'),
          b2b: amounts('500', '200', '5'),
        },
      },
    }),
  );
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const costPerLead = (page: Page) => page.getByRole('textbox', { name: /^Cost per lead/ });
const setupFee = (page: Page) => page.getByRole('textbox', { name: /^Set-up fee/ });
const platformFee = (page: Page) => page.getByRole('textbox', { name: /^Platform fee/ });
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('campaign-wizard-draft')));

async function signIn(page: Page): Promise<void> {
  await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
  await waitForPath(page, '/dashboard');
}

/** Opens the wizard from the Enhance ID campaign list, inside the app, so Back is the app's own. */
async function basics(page: Page, name: string): Promise<void> {
  await page.goto(urlOn('localhost', '/enhanceid/campaign-management'));
  // The header's link (an empty list offers the same link again in its middle).
  await (await visible(page.getByRole('link', { name: 'Build Your Campaign' }).first())).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Build Your Campaign' }));
  const picker = page.getByRole('combobox', { name: 'Client', exact: true });
  await picker.fill(client.company_name.slice(0, 12));
  await page.getByRole('option', { name: client.company_name, exact: true }).click();
  await field(page, 'Campaign name').fill(name);
  await next(page);
}

describe('the price step', () => {
  it('starts from the cost settings, refuses a price under the minimum, takes 1,000.50 and fills from a preset', async () => {
    const page = browser.page();
    await signIn(page);
    await basics(page, 'Priced visitors');

    await expect.poll(() => costPerLead(page).inputValue()).toBe('2.50');
    expect(await setupFee(page).inputValue()).toBe('300.00');
    expect(await platformFee(page).inputValue()).toBe('120.00');
    await visible(page.getByText('Lowest cost per lead: $1.00'));

    await costPerLead(page).fill('0.5');
    await next(page);
    await visible(page.getByText('*Cost Per Lead Minimum $1.00'));
    await visible(costPerLead(page));

    await page.getByRole('combobox', { name: 'Start from', exact: true }).click();
    await page.getByRole('option', { name: 'Premium', exact: true }).click();
    await expect.poll(() => costPerLead(page).inputValue()).toBe('4.00');
    expect(await setupFee(page).inputValue()).toBe('500.00');
    expect(await platformFee(page).inputValue()).toBe('200.00');

    await costPerLead(page).fill('1,000.50');
    await setupFee(page).fill('$1000');
    await setupFee(page).blur();
    expect(await setupFee(page).inputValue()).toBe('1,000.00');
    await next(page);
    await visible(page.getByLabel('Age', { exact: true }));

    // The browser's Back asks first; staying keeps everything.
    await page.getByLabel('Age', { exact: true }).check();
    await page.evaluate(() => history.back());
    const leave = await visible(page.getByRole('dialog', { name: 'Leave this campaign?' }));
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Age', { exact: true }).isChecked()).toBe(true);

    // Leaving by Back and coming forward again finds the draft.
    await page.evaluate(() => history.back());
    await (await visible(page.getByRole('dialog', { name: 'Leave this campaign?' })))
      .getByRole('button', { name: 'Leave' })
      .click();
    await waitForPath(page, '/enhanceid/campaign-management');
    await page.evaluate(() => history.forward());
    await visible(page.getByText('Your unsaved campaign was restored.'));
    expect(await page.getByLabel('Age', { exact: true }).isChecked()).toBe(true);
    // The notice's × button is named for screen readers.
    await visible(page.getByRole('button', { name: 'Close', exact: true }));
    expect(await seriousViolations(page)).toEqual([]);

    // Reload: the browser asks first, and the work is back on the step it was on.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await visible(page.getByText('Your unsaved campaign was restored.'));
    expect(await page.getByLabel('Age', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await costPerLead(page).inputValue()).toBe('1,000.50');

    // Saved: the price is the one typed, and the draft is gone.
    await next(page);
    await next(page);
    await next(page);
    await field(page, 'Start date').fill('2027-03-01');
    await next(page);
    const confirmPast = page.getByLabel(/a date that has passed/);
    if ((await confirmPast.count()) > 0) {
      await confirmPast.check();
      await next(page);
    }
    await visible(page.getByTestId('campaign-review'));
    await page.getByRole('button', { name: 'Save campaign' }).click();
    const notice = await visible(page.getByText(/^Campaign \d{8} is saved as a draft/));
    const id = /Campaign (\d{8})/.exec((await notice.textContent()) ?? '')?.[1];
    await waitForPath(page, '/enhanceid/campaign-management');
    const stored = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${id}`, {
      token: agency.token,
    });
    expect(stored.body).toMatchObject({
      platform_fee_cents: 100000,
      min_cost_cents: 20000,
      cost_per_lead_cents: 100050,
    });
    expect(await draftKeys(page)).toEqual([]);
  });
});

describe('a client given a preset', () => {
  it("starts the price step from the client's preset", async () => {
    const presets = await callApi<{ presets: { id: number; name: string }[] }>(
      'GET',
      '/configuration/price-presets',
      {
        token: agency.token,
      },
    );
    const premium = presets.body.presets.find((preset) => preset.name === 'Premium');
    const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `preset-client-${unique}@example.test`;
    await expectOk(
      'Adding a client with the Premium preset',
      callApi('POST', '/configuration/user/create', {
        token: agency.token,
        body: {
          companyID: agencyUser.company_id,
          idsys: agencyUser.idsys,
          userType: 'client',
          ClientCompanyName: `Preset Client ${unique}`,
          ClientFullName: 'Pat Preset',
          ClientEmail: email,
          ...PHONE,
          pricePresetID: premium?.id,
        },
      }),
    );
    const page = browser.page();
    await signIn(page);
    await page.goto(urlOn('localhost', '/campaign-setup?module=local'));
    const picker = page.getByRole('combobox', { name: 'Client', exact: true });
    await picker.fill(`Preset Client ${unique}`);
    await page.getByRole('option', { name: `Preset Client ${unique}`, exact: true }).click();
    await field(page, 'Campaign name').fill('Preset priced');
    await next(page);
    // Premium's Site ID price: 100 set-up, 50 per period, 1.00 per lead.
    await expect.poll(() => costPerLead(page).inputValue()).toBe('1.00');
    expect(await setupFee(page).inputValue()).toBe('100.00');
    expect(await page.getByRole('combobox', { name: 'Start from', exact: true }).inputValue()).toBe(
      'Premium',
    );
  });
});

describe('the campaign edit form', () => {
  it('saves a cost per lead typed as 1,000.50', async () => {
    const created = await expectOk(
      'Creating a draft',
      callApi<{ campaign: CampaignView }>('POST', '/leadspeek/client/create', {
        token: agency.token,
        body: {
          companyID: client.company_id,
          leadspeekType: 'local',
          campaignName: 'Edited price',
          urlCode: 'https://client.example.com/landing',
          startDate: '2027-01-01',
        },
      }),
    );
    const id = created.campaign.leadspeek_api_id;
    const page = browser.page();
    await signIn(page);
    await page.goto(urlOn('localhost', '/siteid/campaign-management'));
    await page.locator('[data-testid="campaign-table"][aria-busy="false"]').waitFor();
    await rowAction(page, await visible(page.locator(`tr[data-campaign="${id}"]`)), 'Edited price', 'Edit');
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Edited price' }));
    const cost = dialog.getByRole('textbox', { name: 'Cost per lead' });
    await expect.poll(() => cost.isEnabled()).toBe(true);
    await cost.fill('1,000.50');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${id}`, {
      token: agency.token,
    });
    expect(stored.body.cost_per_lead_cents).toBe(100050);
  });
});

describe('price presets in General Settings', () => {
  it('adds, renames and deletes a preset, refusing a cost per lead under the minimum', async () => {
    const page = browser.page();
    await signIn(page);
    await page.goto(urlOn('localhost', '/configuration/general-setting'));
    await visible(page.getByRole('heading', { name: 'Price presets' }));
    await page.getByRole('button', { name: 'Add preset' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add a price preset' }));
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Standard');
    // A new preset starts from the agency's cost settings.
    const enhanceCost = dialog.getByRole('textbox', { name: 'Enhance ID: Cost per lead' });
    expect(await enhanceCost.inputValue()).toBe('2.50');
    await enhanceCost.fill('0.5');
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await visible(dialog.getByText('*Cost Per Lead Minimum $1.00'));
    await enhanceCost.fill('1,250');
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await visible(page.getByText(messages.pricePresetCreated.replace('{name}', 'Standard')));
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('cell', { name: 'Standard', exact: true }));

    await page.getByRole('button', { name: 'Edit Standard' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit price preset' }));
    await edit.getByRole('textbox', { name: 'Name' }).fill('Standard plus');
    await edit.getByRole('button', { name: 'Save preset' }).click();
    await visible(page.getByText(messages.pricePresetUpdated.replace('{name}', 'Standard plus')));
    await visible(page.getByRole('cell', { name: 'Standard plus', exact: true }));

    await page.getByRole('button', { name: 'Delete Standard plus' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete this price preset?' }));
    await confirm.getByRole('button', { name: 'Delete preset' }).click();
    await visible(page.getByText(messages.pricePresetRemoved.replace('{name}', 'Standard plus')));
    const left = await callApi<{ presets: { name: string }[] }>('GET', '/configuration/price-presets', {
      token: agency.token,
    });
    expect(left.body.presets.map((preset) => preset.name)).toEqual(['Premium']);
  });
});
