// Beta users from the beta-feature screen (issue 23 point 13): platform staff open a feature's beta
// users (0 at first, with what to do), find an agency of their platform by name, let it in, see it
// listed and counted, and remove it again; the server's list agrees at each step.
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, registerFreshAgency } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

type Features = { features: { id: number; slug: string; name: string; beta_user_ids: number[] }[] };
const b2bOf = async () => {
  const root = await apiSignIn('root@demo.test', 'localhost');
  const list = await callApi<Features>('GET', '/configuration/beta-features', { token: root });
  const feature = list.body.features.find((each) => each.slug === 'b2b_module');
  if (!feature) throw new Error('no b2b_module feature');
  return feature;
};

describe('beta users of a feature', () => {
  it('platform staff add an agency to a beta feature and remove it, from the screen', async () => {
    const fresh = await registerFreshAgency('beta-user');
    const agency = await apiUser(fresh.token);
    const feature = await b2bOf();

    const page = browser.page();
    await openSignedIn(page, 'localhost', 'root@demo.test', '/configuration/general-setting');
    await page
      .getByRole('button', { name: new RegExp(`^\\d+ beta users? of ${feature.name}: add or remove$`) })
      .click();
    const dialog = await visible(page.getByRole('dialog', { name: `Beta users of ${feature.name}` }));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const field = dialog.getByLabel('Add an agency');
    // The options of the name typed, not those of an earlier search still on screen: a click on an
    // option that its list then replaced picked nothing (seen once on a busy machine).
    const searchedByName = page.waitForResponse((response) => {
      const url = decodeURIComponent(response.url());
      return url.includes(agency.company_name) && !url.includes(`${agency.company_name} — `);
    });
    await field.fill(agency.company_name);
    await searchedByName;
    // Picking puts the option's label in the search: Add still adds it once that search has answered
    // without it.
    const searchedByLabel = page.waitForResponse((response) =>
      decodeURIComponent(response.url()).includes(`${agency.company_name} — `),
    );
    await page.getByRole('option', { name: new RegExp(agency.company_name) }).click();
    await searchedByLabel;
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(page.getByText(`can now use ${feature.name}.`, { exact: false }).first());
    await visible(dialog.getByTestId('beta-users').getByText(agency.company_name));
    await expect.poll(async () => (await b2bOf()).beta_user_ids).toContain(agency.id);

    await dialog.getByRole('button', { name: `Remove ${agency.company_name}` }).click();
    await visible(page.getByText(`no longer uses ${feature.name}`, { exact: false }).first());
    await expect.poll(async () => (await b2bOf()).beta_user_ids).not.toContain(agency.id);
    expect(await dialog.getByText(agency.company_name).count()).toBe(0);
  });
});
