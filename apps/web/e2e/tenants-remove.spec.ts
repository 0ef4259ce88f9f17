// Removing an agency from the agency list (part 2 §7 RemoveClient, issue 15 item 6): an agency that
// owes money is refused with the amount in a dialog that stays until read; once settled it is removed
// and leaves the list.
import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { apiUser, registerFreshAgency } from './api.ts';
import { seriousViolations } from './axe.ts';
import { browserPerFile } from './browser.ts';
import { withServerDatabase } from './server-database.ts';
import { openAgencyListAsRoot, rowOf, searchOne } from './tenants-steps.ts';
import { visible } from './ui.ts';

const browser = browserPerFile();

/** Moves `cents` between the agency's receivable and a platform account (debit, credit). */
async function post(agencyId: number, cents: number, owed: boolean, key: string) {
  await withServerDatabase(async (db) => {
    const { rows } = await db.query<{ parent_id: number }>('select parent_id from companies where id = $1', [
      agencyId,
    ]);
    const rootId = rows[0]?.parent_id;
    await db.query(
      `insert into ledger_accounts (kind, company_id) values ('agency_receivable', $1), ('platform_revenue', $2)
       on conflict do nothing`,
      [agencyId, rootId],
    );
    await db.query(
      `insert into ledger_postings (idempotency_key, debit_account_id, credit_account_id, amount_cents, memo)
       select $3, case when $4 then r.id else p.id end, case when $4 then p.id else r.id end, $5, 'e2e'
       from ledger_accounts r, ledger_accounts p
       where r.kind = 'agency_receivable' and r.company_id = $1
         and p.kind = 'platform_revenue' and p.company_id = $2 and p.user_id is null`,
      [agencyId, rootId, key, owed, cents],
    );
  });
}

describe('removing an agency', () => {
  it('is refused with the amount owed while it owes money, and goes once settled', async () => {
    const agency = await apiUser((await registerFreshAgency('remove-owed')).token);
    await post(agency.company_id, 123_450, true, `e2e-owed-${agency.company_id}`);
    const page = browser.page();
    await openAgencyListAsRoot(page);
    await searchOne(page, agency.company_name);
    const row = await visible(rowOf(page, agency.company_id));

    await row.getByRole('button', { name: 'Remove', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: `Remove ${agency.company_name}?` }));
    await visible(confirm.getByText('Its leads, invoices and logs are kept', { exact: false }));
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();

    const refused = await visible(
      page.getByRole('dialog', { name: `${agency.company_name} was not removed` }),
    );
    await visible(
      refused.getByText('This account owes $1,234.50. Settle the outstanding invoices before removing it.'),
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await refused.getByRole('button', { name: 'OK' }).click();
    await visible(row);

    await post(agency.company_id, 123_450, false, `e2e-settled-${agency.company_id}`);
    await row.getByRole('button', { name: 'Remove', exact: true }).click();
    const again = await visible(page.getByRole('dialog', { name: `Remove ${agency.company_name}?` }));
    await again.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(page.getByText(messages.userRemoved));
    await rowOf(page, agency.company_id).waitFor({ state: 'detached' });
  });
});
