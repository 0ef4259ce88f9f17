// Every list page at 1440 × 900 with all its row actions reachable (issue 14 "Screens that tell the
// truth"): each action is visible inside the viewport and inside its table's visible part (no
// sideways scrolling to find it) or sits in the row's menu ("Actions for <row>"); badges show their
// whole text. At 390 px the pages stay usable: no page-wide sideways scroll, the menu button and the
// page's heading and main button on screen. Then axe-core on each page and the shell.
import { dashboardOpeningRange } from '@lead/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, apiUser, callApi, registerFreshAgency } from './api.ts';
import { wcagViolations } from './axe.ts';
import { browserPerFile, type Host, urlOn } from './browser.ts';
import { drawnSidebar, readyAgency, registerFreshClient, shellFactsOf, waitForShell } from './shell.ts';
import { agencyRowThroughApi } from './tenants-steps.ts';
import { openSignedIn, signInOnNextLoad, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

/** `rows`: the page must show rows (the test data makes sure there are). */
type ListPage = { path: string; heading: string; rows?: boolean };
type Viewer = { email: string; host: Host; pages: ListPage[] };

const ROOT: Viewer = {
  email: 'root@demo.test',
  host: 'localhost',
  pages: [
    { path: '/configuration/agency-list', rows: true, heading: 'Agency List' },
    { path: '/configuration/client-management', heading: 'Client Management' },
    { path: '/configuration/administrator-list', rows: true, heading: 'Administrator List' },
    { path: '/configuration/sales-account-list', rows: true, heading: 'Sales Rep & AE List' },
    { path: '/configuration/role-list', rows: true, heading: 'Role List' },
    { path: '/configuration/opt-out-list', rows: true, heading: 'Exclusion List' },
    { path: '/held-leads', heading: 'Held for review' },
  ],
};
const AGENCY: Viewer = {
  email: 'agency@demo.test',
  host: 'acme.localhost',
  pages: [
    { path: '/configuration/client-management', rows: true, heading: 'Client Management' },
    { path: '/configuration/administrator-list', heading: 'Administrator List' },
    { path: '/configuration/role-list', heading: 'Role List' },
    { path: '/held-leads', heading: 'Held for review' },
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/siteid/campaign-management', rows: true, heading: 'Site ID Campaign Management' },
  ],
};
const CLIENT: Viewer = {
  email: 'client@demo.test',
  host: 'acme.localhost',
  pages: [
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/siteid/campaign-management', rows: true, heading: 'Site ID Campaign Management' },
  ],
};

/** Signed in for the first list page the test opens. */
async function signIn(page: Page, viewer: Viewer): Promise<void> {
  await signInOnNextLoad(page, viewer.host, viewer.email);
}

async function open(page: Page, viewer: Viewer, list: ListPage): Promise<void> {
  await page.goto(urlOn(viewer.host, list.path));
  await visible(page.getByRole('heading', { level: 1, name: list.heading }));
  // The list (or its empty state) has arrived: no skeleton or loader left. Polled for up to 15 s:
  // on a loaded CI machine a page's queries can take longer than the poll's 1 s default.
  await expect
    .poll(() => page.locator('.mantine-Skeleton-root, [data-loading="true"], .mantine-Loader-root').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

type Clipped = { what: string; left: number; right: number; limit: [number, number] };

/**
 * Row controls (buttons, switches, links in table bodies) that are not wholly inside the viewport
 * and the visible part of every scrolling ancestor, and badges whose text is cut.
 */
const problemsOf = (page: Page, scope = 'main') =>
  page.evaluate((scope) => {
    const clipped: Clipped[] = [];
    const cutBadges: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      ['button', '[role="switch"]', 'a', 'input[type="checkbox"]']
        .map((control) => `${scope} tbody ${control}`)
        .join(', '),
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      let left = 0;
      let right = window.innerWidth;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) {
          const area = parent.getBoundingClientRect();
          left = Math.max(left, area.left);
          right = Math.min(right, area.right);
        }
      }
      // The switch input itself is visually hidden; its track is what one sees and clicks.
      if (control.matches('input') && getComputedStyle(control).opacity === '0') continue;
      if (box.left < left - 1 || box.right > right + 1) {
        clipped.push({
          what: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName,
          left: Math.round(box.left),
          right: Math.round(box.right),
          limit: [Math.round(left), Math.round(right)],
        });
      }
    }
    for (const label of document.querySelectorAll<HTMLElement>(`${scope} .mantine-Badge-label`)) {
      if (label.scrollWidth > label.clientWidth + 1) cutBadges.push(label.textContent ?? '');
    }
    return {
      clipped,
      cutBadges,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      rows: document.querySelectorAll(`${scope} tbody tr`).length,
    };
  }, scope);

/** Opens each row menu and checks its items show inside the viewport. */
async function rowMenusReachable(page: Page): Promise<string[]> {
  const failures: string[] = [];
  const menus = page.locator('main tbody').getByRole('button', { name: /^Actions for / });
  const count = await menus.count();
  for (let index = 0; index < Math.min(count, 3); index++) {
    const button = menus.nth(index);
    const name = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    const menu = await visible(page.getByRole('menu'));
    const items = menu.getByRole('menuitem');
    const itemCount = await items.count();
    if (itemCount === 0) failures.push(`${name}: empty menu`);
    for (let item = 0; item < itemCount; item++) {
      const box = await items.nth(item).boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport || box.x < 0 || box.x + box.width > viewport.width || box.y < 0)
        failures.push(`${name}: ${await items.nth(item).textContent()} off screen`);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return failures;
}

async function checkListsAt1440(viewer: Viewer) {
  const page = browser.page();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, viewer);
  for (const list of viewer.pages) {
    await open(page, viewer, list);
    const problems = await problemsOf(page);
    expect(problems.clipped, `${list.path}: row actions cut off`).toEqual([]);
    expect(problems.cutBadges, `${list.path}: badges cut`).toEqual([]);
    expect(problems.pageOverflow, `${list.path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    if (list.rows) expect(problems.rows, `${list.path}: rows drawn`).toBeGreaterThan(0);
    expect(await rowMenusReachable(page), `${list.path}: row menus`).toEqual([]);
  }
}

async function checkListsAt390(viewer: Viewer) {
  const page = browser.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, viewer);
  for (const list of viewer.pages) {
    await open(page, viewer, list);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${list.path}: the page scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
    await visible(page.getByRole('button', { name: 'Open or close the menu' }));
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading && heading.x >= 0 && heading.x + heading.width <= 390, `${list.path}: heading`).toBe(true);
    // Buttons and fields outside the tables (which scroll sideways inside their frame) fit the screen.
    const offScreen = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main button, main input:not([type="checkbox"])')]
        .filter((element) => !element.closest('.mantine-ScrollArea-root, table'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
        })
        .map(
          (element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
        ),
    );
    expect(offScreen, `${list.path}: controls off screen at 390 px`).toEqual([]);
  }
}

describe('a name longer than its column', () => {
  it('breaks inside its cell: the row keeps its actions in view and the page does not scroll sideways', async () => {
    const agency = await readyAgency('long-names');
    const me = await apiUser(agency.token);
    const row = await agencyRowThroughApi(me.company_name);
    if (!row?.orisubdomain) throw new Error(`no subdomain for ${me.company_name}`);
    // 100 letters without a space, as a person once typed one (the form allows up to 120).
    const longName = `${'C'.repeat(94)}${Date.now().toString(36).slice(-6).toUpperCase()}`;
    await registerFreshClient('long-name', `${row.orisubdomain}.localhost` as Host, longName);
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    const viewer: Viewer = { email: agency.email, host: 'localhost', pages: [] };
    await signInOnNextLoad(page, viewer.host, viewer.email, agency.password);
    await open(page, viewer, { path: '/configuration/client-management', heading: 'Client Management' });
    await visible(page.getByText(longName));
    const problems = await problemsOf(page);
    expect(problems.clipped, 'row actions cut off').toEqual([]);
    expect(problems.pageOverflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });
});

describe('the shell (part 1 §2 "Sidebar entries", §6 menus)', () => {
  it('a client has a Dashboard entry, the logo leads home, and the dashboard opens on the last 30 days', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, CLIENT.host, CLIENT.email, '/dashboard');
    await waitForShell(page);
    expect((await drawnSidebar(page))[0]).toBe('dashboard');
    // From a module page, the logo goes back home.
    await page.getByTestId('sidebar').getByRole('link').nth(1).click();
    await page.waitForURL((url) => url.pathname !== '/dashboard');
    await page.getByRole('link', { name: 'Acme Marketing: home' }).click();
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    // The From and To fields show the last 30 days, today in the browser's zone included.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const { startDate, endDate } = dashboardOpeningRange(today);
    await expect.poll(() => page.getByTestId('range-startDate').inputValue()).toBe(startDate);
    expect(await page.getByTestId('range-endDate').inputValue()).toBe(endDate);

    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('the logo leads root home to its Dashboard', async () => {
    const page = browser.page();
    await openSignedIn(page, ROOT.host, ROOT.email, '/configuration/agency-list');
    await page.getByRole('link', { name: 'Demo Platform: home' }).click();
    await waitForPath(page, '/dashboard');
  });
});

describe('list pages at 1440 × 900', () => {
  it('root: long names, a role and an opt-out request still leave every row action reachable', async () => {
    // Long names and e-mails push the columns as real data does.
    await registerFreshAgency('an-agency-with-a-rather-long-company-name-for-the-list');
    const root = await apiSignIn('root@demo.test', 'localhost');
    const { company_id: companyId } = await apiUser(root);
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const role = await callApi('PUT', '/configuration/role-module/addupdate', {
      token: root,
      body: { companyID: companyId, roleID: null, roleName: `List check role ${unique}`, modules: [] },
    });
    expect(role.status).toBe(200);
    const optOut = await callApi('POST', '/tools/optout/add', {
      token: root,
      body: { email: `someone-with-a-long-address-${unique}@list-check.example.test` },
    });
    expect(optOut.status).toBe(200);
    await checkListsAt1440(ROOT);

    // The user logs of an agency, in their dialog.
    const page = browser.page();
    await open(page, ROOT, ROOT.pages[0] as ListPage);
    await page.locator('main tbody tr').first().getByRole('button', { name: 'User logs' }).click();
    await visible(page.getByRole('dialog'));
    await expect.poll(async () => (await problemsOf(page, '[role="dialog"]')).rows).toBeGreaterThan(0);
    const logs = await problemsOf(page, '[role="dialog"]');
    expect(logs.clipped, 'user logs: controls cut off').toEqual([]);
    expect(logs.cutBadges, 'user logs: badges cut').toEqual([]);
  });

  it('agency owner: every row action reachable', async () => {
    await registerFreshClient('a-client-with-a-rather-long-company-name-for-the-list');
    await checkListsAt1440(AGENCY);
  });
});

describe('leads management at 1440 × 900', () => {
  it('a platform administrator: its controls and lead rows reachable, no serious axe violation', async () => {
    const facts = await shellFactsOf(await apiSignIn('admin@demo.test', 'localhost'));
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(
      page,
      'localhost',
      'admin@demo.test',
      `/${facts.moduleNames.local.url}/leads-management`,
    );
    await visible(
      page.getByRole('heading', { level: 1, name: `${facts.moduleNames.local.name} Leads Management` }),
    );
    const download = await visible(page.getByRole('button', { name: 'Download CSV' }));
    const box = await download.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1440).toBe(true);
    const problems = await problemsOf(page);
    expect(problems.clipped).toEqual([]);
    expect(problems.cutBadges).toEqual([]);
    expect(problems.pageOverflow).toBeLessThanOrEqual(0);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

describe('list pages at 390 px', () => {
  it('root', async () => {
    await checkListsAt390(ROOT);
  });

  it('agency owner', async () => {
    await checkListsAt390(AGENCY);
  });

  it('client', async () => {
    await checkListsAt390(CLIENT);
  });
});

describe('axe-core: no serious or critical violations', () => {
  for (const viewer of [ROOT, AGENCY, CLIENT]) {
    it(`${viewer.email}: the shell and each list page`, async () => {
      const page = browser.page();
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, viewer);
      const failures: string[] = [];
      for (const list of viewer.pages) {
        await open(page, viewer, list);
        failures.push(...(await wcagViolations(page)).map((problem) => `${list.path}: ${problem}`));
      }
      if (viewer === CLIENT) {
        // The client's exclusion list is a dialog over the page.
        await page.getByTestId('sidebar').getByRole('button', { name: 'Exclusion List' }).click();
        const opened = await visible(page.getByRole('dialog'));
        // Checked once the dialog has faded in: mid-transition its text is still pale on the overlay.
        await opened.evaluate((element) =>
          Promise.all(
            element
              .getAnimations({ subtree: true })
              .filter((animation) => animation.timeline === document.timeline)
              .map((animation) => animation.finished),
          ),
        );
        await page.waitForFunction(() => {
          const content = document.querySelector('[role="dialog"]');
          return content !== null && getComputedStyle(content).opacity === '1';
        });
        failures.push(...(await wcagViolations(page)).map((problem) => `exclusion list dialog: ${problem}`));
        const dialog = await problemsOf(page, '[role="dialog"]');
        expect(dialog.clipped, 'exclusion list: controls cut off').toEqual([]);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('a table wider than a phone', () => {
  it('fades at the edge where more columns wait, and not at all once they fit', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'acme.localhost', 'agency@demo.test', '/configuration/client-management');
    await visible(page.getByRole('cell', { name: 'client@demo.test' }));
    const box = page.locator('.mantine-TableScrollContainer-scrollContainer').first();
    // How far each edge fades (white-label.css): the fade follows the box's own sideways scroll.
    const fades = () =>
      box.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.getPropertyValue('--table-more-left'), style.getPropertyValue('--table-more-right')];
      });
    expect(await fades()).toEqual(['0px', '48px']);
    await box.evaluate((element) =>
      element.scrollTo({ left: (element.scrollWidth - element.clientWidth) / 2 }),
    );
    await expect.poll(fades).toEqual(['48px', '48px']);
    // Near the end only the left edge fades.
    await box.evaluate((element) =>
      element.scrollTo({ left: element.scrollWidth - element.clientWidth - 1 }),
    );
    await expect.poll(async () => (await fades())[0]).toBe('48px');
    expect(Number.parseFloat((await fades())[1] ?? '')).toBeLessThan(2);

    await page.setViewportSize({ width: 2400, height: 900 });
    await expect.poll(() => box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await expect.poll(fades).toEqual(['0px', '0px']);
  });
});
