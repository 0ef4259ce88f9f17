// Card Setting in test mode (issue 15 point 2): a saved card is switched to decline and back, each
// switch confirmed first, and the sandbox answers charges accordingly.
import { describe, expect, it } from 'vitest';
import { callApi, registerFreshAgency } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { addSandboxCard, completeSetup } from './shell.ts';
import { openSignedIn, visible } from './ui.ts';

const browser = browserPerFile();

const outcomeOf = async (token: string) =>
  (await callApi<{ outcome: string | null }>('GET', '/payment/sandbox/card-outcome', { token })).body.outcome;

describe('Card Setting: sandbox failed-payment switch', () => {
  it('switches the card to decline and back, after a confirmation each time', async () => {
    const agency = await registerFreshAgency('sandbox-decline');
    await addSandboxCard(agency.token);
    await completeSetup(agency.token);
    const page = browser.page();
    await openSignedIn(page, 'localhost', agency.email, '/user/card-setting', agency.password);

    const control = await visible(page.getByRole('region', { name: 'Sandbox: test a failed payment' }));
    await visible(control.getByText('Charges of this card succeed.'));
    expect(await seriousViolations(page, '[data-testid="sandbox-decline"]')).toEqual([]);

    // Asked first: cancelling changes nothing.
    await control.getByRole('button', { name: 'Switch card to decline' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Make this card decline?' }));
    await visible(dialog.getByText('ending in 4242', { exact: false }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await outcomeOf(agency.token)).toBe('succeed');

    await control.getByRole('button', { name: 'Switch card to decline' }).click();
    await page
      .getByRole('dialog', { name: 'Make this card decline?' })
      .getByRole('button', { name: 'Decline its charges' })
      .click();
    await visible(control.getByText('Charges of this card are declined (card declined).'));
    expect(await outcomeOf(agency.token)).toBe('decline');

    await control.getByRole('button', { name: 'Switch card back to succeed' }).click();
    await page
      .getByRole('dialog', { name: 'Make this card succeed again?' })
      .getByRole('button', { name: 'Charge it normally' })
      .click();
    await visible(control.getByText('Charges of this card succeed.'));
    expect(await outcomeOf(agency.token)).toBe('succeed');
  });
});
