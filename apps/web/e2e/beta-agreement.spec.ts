// Beta b2b (part 1 §4 "Beta b2b"): a beta user opening B2B ID campaign management is asked to agree;
// Decline returns to the previous path, Confirm records the agreement and opens the page.
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi } from './api.ts';
import { browserPerFile } from './browser.ts';
import { readyAgency, shellFactsOf, waitForShell } from './shell.ts';
import { signInThroughForm, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

type FeatureList = { features: { id: number; slug: string }[] };

describe('the b2b beta agreement', () => {
  it('asks a beta user, returns on Decline, records on Confirm', async () => {
    const agency = await readyAgency('b2b-beta');
    // Let only this agency into the beta, so other test files see no change.
    const root = await apiSignIn('root@demo.test', 'localhost');
    const list = await callApi<FeatureList>('GET', '/configuration/beta-features', { token: root });
    const b2b = list.body.features.find((feature) => feature.slug === 'b2b_module');
    const me = await apiUser(agency.token);
    const letIn = await callApi('PUT', `/configuration/beta-features/${b2b?.id}/users`, {
      token: root,
      body: { user_id: me.id, enabled: true },
    });
    expect(letIn.status).toBe(200);

    const page = browser.page();
    await signInThroughForm(page, 'localhost', agency.email, agency.password);
    await waitForPath(page, '/dashboard');
    await waitForShell(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: /B2B ID/ }).click();

    const dialog = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await waitForPath(page, '/dashboard');
    expect((await shellFactsOf(agency.token)).agreements.b2b_module).toBe(false);

    await sidebar.getByRole('link', { name: /B2B ID/ }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Service Agreement' }));
    await again.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, '/b2bid/campaign-management');
    await visible(page.getByRole('heading', { level: 1, name: 'B2B ID Campaign Management' }));
    expect((await shellFactsOf(agency.token)).agreements.b2b_module).toBe(true);
  });
});
