// Direct payment (manual bill) waits for running campaigns (issue 23 point 8): before any
// confirmation, the agency's billing method says how many campaigns run, in the sentence the API
// refuses with, and offers to pause them; once paused, the change confirms what it does and saves.
import { type CampaignView, messages } from '@lead/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, callApi } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile, urlOn } from './browser.ts';
import { type AgencyWithClient, agencyWithClient, runningSiteCampaign } from './report-steps.ts';
import { uniqueWord } from './tenants-steps.ts';
import { fillSignIn, visible } from './ui.ts';

const browser = browserPerFile();

describe('changing the billing method with campaigns running', () => {
  let setup: AgencyWithClient;
  let ids: string[] = [];
  beforeAll(async () => {
    setup = await agencyWithClient('billing-blocker');
    ids = [await runningSiteCampaign(setup, uniqueWord('Running'))];
  });

  it('says what must happen first, pauses the running campaigns, then switches to direct payment', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/login'));
    await fillSignIn(page, setup.email, setup.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(urlOn('localhost', '/configuration/general-setting'));
    const method = await visible(page.getByTestId('billing-method'));

    // Said before anything is confirmed: how many run, the API's own sentence, no way to save yet.
    const blocker = await visible(method.getByTestId('billing-method-blocker'));
    await visible(blocker.getByText('1 campaign is running'));
    await visible(blocker.getByText(messages.billingMethodBusy));
    await method.getByRole('radio', { name: /Direct payment/ }).check();
    expect(await method.getByRole('button', { name: 'Change billing method…' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page, '[data-testid="billing-method"]')).toEqual([]);

    await blocker.getByRole('button', { name: 'Pause the running campaign' }).click();
    const ask = await visible(page.getByRole('dialog', { name: 'Pause 1 campaign?' }));
    await ask.getByRole('button', { name: 'Pause campaigns' }).click();
    const results = await visible(page.getByRole('dialog', { name: 'What happened' }));
    await visible(results.getByText('1 changed, 0 not changed.'));
    await results.getByRole('button', { name: 'Close' }).last().click();
    for (const id of ids) {
      const view = await callApi<CampaignView>('GET', `/leadspeek/getcampaign/${id}`, { token: setup.token });
      expect(view.body.status).toBe('paused');
    }
    await method.getByTestId('billing-method-blocker').waitFor({ state: 'detached' });

    // The confirmation says what the change does; it then saves.
    await method.getByRole('button', { name: 'Change billing method…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Change how you bill your clients?' }));
    await visible(dialog.getByText('wholesale price of all your clients’ campaigns', { exact: false }));
    await dialog.getByRole('button', { name: 'Change billing method' }).click();
    await visible(page.getByText(messages.billingMethodSaved));
    const token = await apiSignIn(setup.email, 'localhost', setup.password);
    expect((await callApi<{ manual_bill: string }>('GET', '/user', { token })).body.manual_bill).toBe('T');
  });
});
