import { authRoutes, messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { browserPerFile, type Host, urlOn } from './browser.ts';
import { keepLiveLeadsOpening, noteStreamClosesAndEnd } from './stream-order.ts';
import {
  fillSignIn,
  openProfileMenuItem,
  openSignedIn,
  signInThroughForm,
  storedToken,
  visible,
  waitForPath,
} from './ui.ts';

const browser = browserPerFile();

// part 1 §4 "Route guard": system users → Agency List; profile done → Dashboard (all demo users are).
const demoUsers: { email: string; host: Host; landing: string; heading: string; name: string }[] = [
  {
    email: 'root@demo.test',
    host: 'localhost',
    landing: '/configuration/agency-list',
    heading: 'Agency List',
    name: 'Rita Root',
  },
  {
    email: 'admin@demo.test',
    host: 'localhost',
    landing: '/configuration/agency-list',
    heading: 'Agency List',
    name: 'Adam Admin',
  },
  {
    email: 'sales@demo.test',
    host: 'localhost',
    landing: '/configuration/agency-list',
    heading: 'Agency List',
    name: 'Sam Sales',
  },
  {
    email: 'agency@demo.test',
    host: 'acme.localhost',
    landing: '/dashboard',
    heading: 'Dashboard',
    name: 'Alice Agency',
  },
  {
    email: 'client@demo.test',
    host: 'acme.localhost',
    landing: '/dashboard',
    heading: 'Dashboard',
    name: 'Carl Client',
  },
  {
    email: 'agency2@demo.test',
    host: 'beta.localhost',
    landing: '/dashboard',
    heading: 'Dashboard',
    name: 'Bob Beta',
  },
];

describe('signing in on the own host lands where the route guard says', () => {
  it.each(demoUsers)('$email on $host lands on $landing', async (user) => {
    const page = browser.page();
    await signInThroughForm(page, user.host, user.email);
    await waitForPath(page, user.landing);
    await visible(page.getByRole('heading', { level: 1, name: user.heading }));
    await visible(page.getByRole('button', { name: 'Profile menu' }).getByText(user.name));
    expect(await storedToken(page)).toBeTruthy();
  });
});

describe('sign-in refusals and the visitor guard', () => {
  it('refuses an agency of Beta on the Acme host and shows the message', async () => {
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', 'agency2@demo.test');
    await visible(page.getByRole('alert').filter({ hasText: messages.invalidCredentials }));
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('shows the field error from the server under E-mail', async () => {
    const page = browser.page();
    await signInThroughForm(page, 'localhost', 'not-an-email', 'whatever');
    await visible(page.getByText('Enter a valid e-mail address.'));
    expect(await storedToken(page)).toBeNull();
  });

  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/dashboard'));
    await waitForPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Sign in' }));
  });

  it('sends a signed-in user away from /login, and logs out from the profile menu', async () => {
    const page = browser.page();
    await signInThroughForm(page, 'acme.localhost', 'agency@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(urlOn('acme.localhost', '/login'));
    await waitForPath(page, '/dashboard');

    await openProfileMenuItem(page, 'Log out');
    await waitForPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    await page.reload();
    await visible(page.getByRole('button', { name: 'Sign in' }));
  });

  it('closes the live stream before it logs out, so the stream is never refused', async () => {
    const page = browser.page();
    const order = await noteStreamClosesAndEnd(page, authRoutes.logout.path);
    // The client dashboard's live-leads stream is kept opening: its request waits here, unanswered.
    const opening = await keepLiveLeadsOpening(page);
    await openSignedIn(page, 'acme.localhost', 'client@demo.test', '/dashboard');
    await expect.poll(() => opening.length).toBeGreaterThan(0);
    await openProfileMenuItem(page, 'Log out');
    await waitForPath(page, '/login');
    await expect.poll(() => order.includes('end sent')).toBe(true);
    // Closed before the session ends: it cannot reach the server after, and be refused.
    expect(order.slice(0, 2)).toEqual(['stream closed', 'end sent']);
  });

  it('keeps the user data out of localStorage', async () => {
    const page = browser.page();
    await page.goto(urlOn('localhost', '/login'));
    await fillSignIn(page, 'root@demo.test');
    await waitForPath(page, '/configuration/agency-list');
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.filter((key) => key !== 'access_token' && key !== 'user-theme')).toEqual([]);
  });
});
