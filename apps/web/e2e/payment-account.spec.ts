// The agency's connected payment account through the sandbox provider (part 2 §4).
import { describe, it } from 'vitest';
import { registerFreshAgency } from './api.ts';
import { browserPerFile } from './browser.ts';
import { addSandboxCard, completeSetup, connectThroughSandbox } from './shell.ts';
import { openSignedIn, visible, waitForPath } from './ui.ts';

const browser = browserPerFile();

describe('connected payment account', () => {
  it('connects through the sandbox onboarding and comes back connected', async () => {
    const agency = await registerFreshAgency('connect-account');
    await addSandboxCard(agency.token);
    await completeSetup(agency.token);
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/dashboard', agency.password);
    await waitForPath(page, '/dashboard');
    await visible(
      page.getByText('You need to connect your account prior to adding any clients.', { exact: false }),
    );

    await page.getByTestId('sidebar').getByRole('link', { name: 'General Settings' }).click();
    await connectThroughSandbox(page, '/configuration/general-setting');
    await visible(page.getByRole('button', { name: 'Reset', exact: true }));
  });
});
