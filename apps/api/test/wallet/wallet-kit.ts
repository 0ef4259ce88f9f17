// Shared steps of the Data Wallet tests: calls as a demo user, the demo agencies with manual bill,
// what the wallet and the provider hold, and leads made directly for the debits.
import { count, eq, sql } from 'drizzle-orm';
import {
  betaFeatures,
  type campaigns,
  companies,
  leads,
  paymentCards,
  sandboxCharges,
  wallets,
  walletTopups,
} from '../../src/db/schema/index.ts';
import { setPlatformBetaFlags } from '../../src/modules/features/platform-beta-flags.ts';
import { companyOf, insertDemoCampaign } from '../demo-lookup.ts';
import { bearer, type TestApp } from '../test-app.ts';

export const PREFIX = '/api/configuration/agencies/prepaid';
let nextCampaign = 40_000_000;
let nextVisit = 900_000_000;

export function walletKit(test: () => TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = await test().signIn(email);
    tokens.set(email, token);
    return token;
  };
  const db = () => test().ctx.db;
  const kit = {
    tokenOf,
    async call(email: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
      return test().app.inject({
        method,
        url: `${PREFIX}${url}`,
        headers: bearer(await tokenOf(email)),
        payload,
      });
    },
    acme: () => companyOf(db(), 'agency@demo.test'),
    /** The demo platform's data_wallet beta flags (a platform that never set them keeps it closed). */
    async walletBeta(flags: { isBeta: boolean; applyToAllAgency: boolean }) {
      const agency = await companyOf(db(), 'agency@demo.test');
      const [feature] = await db().select().from(betaFeatures).where(eq(betaFeatures.slug, 'data_wallet'));
      if (!feature || !agency.parentId) throw new Error('no data_wallet feature or platform');
      await setPlatformBetaFlags(db(), agency.parentId, feature.id, flags);
      return feature.id;
    },
    beta: () => companyOf(db(), 'agency2@demo.test'),
    async setManualBill(email: string, on: boolean) {
      const agency = await companyOf(db(), email);
      await db().update(companies).set({ manualBill: on }).where(eq(companies.id, agency.id));
      return agency;
    },
    async balanceOf(agencyId: number): Promise<number> {
      const { rows } = await db().execute<{ balance: string }>(sql`
        select coalesce(sum(case when p.credit_account_id = a.id then p.amount_cents else -p.amount_cents end), 0) as balance
        from ledger_accounts a join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
        where a.kind = 'wallet' and a.company_id = ${agencyId}`);
      return Number(rows[0]?.balance ?? 0);
    },
    /** The lowest the balance ever was, replaying the wallet's postings in order. */
    async lowestBalanceOf(agencyId: number): Promise<number> {
      const { rows } = await db().execute<{ lowest: string | null }>(sql`
        select min(running) as lowest from (
          select sum(case when p.credit_account_id = a.id then p.amount_cents else -p.amount_cents end)
            over (order by p.id) as running
          from ledger_accounts a join ledger_postings p on p.debit_account_id = a.id or p.credit_account_id = a.id
          where a.kind = 'wallet' and a.company_id = ${agencyId}) moves`);
      return Number(rows[0]?.lowest ?? 0);
    },
    async providerCharges(): Promise<number> {
      const [row] = await db().select({ n: count() }).from(sandboxCharges);
      return row?.n ?? 0;
    },
    async topups(agencyId: number) {
      return db()
        .select()
        .from(walletTopups)
        .where(eq(walletTopups.companyId, agencyId))
        .orderBy(walletTopups.id);
    },
    async walletRow(agencyId: number) {
      const [row] = await db().select().from(wallets).where(eq(wallets.companyId, agencyId));
      return row ?? null;
    },
    async cardOf(agencyId: number) {
      const [card] = await db().select().from(paymentCards).where(eq(paymentCards.companyId, agencyId));
      return card ?? null;
    },
    /** A campaign of the demo client of `owner`. */
    campaign: (values: Partial<typeof campaigns.$inferInsert> = {}, owner = 'client@demo.test') => {
      const leadspeekApiId = String(nextCampaign++);
      return insertDemoCampaign(
        db(),
        leadspeekApiId,
        { campaignName: `Wallet ${leadspeekApiId}`, ...values },
        owner,
      );
    },
    /** `n` leads of a campaign, as the pipeline stores them (no debit yet). */
    async leadsOf(campaign: typeof campaigns.$inferSelect, n: number): Promise<number[]> {
      const rows = Array.from({ length: n }, () => ({
        campaignId: campaign.id,
        companyId: campaign.companyId,
        module: campaign.module,
        personKey: `wallet-person-${nextVisit}`,
        visitId: nextVisit++,
        priceCents: campaign.costPerLeadCents,
        source: 'pixel',
        email: `lead${nextVisit}@example.test`,
      }));
      const inserted = await db().insert(leads).values(rows).returning({ id: leads.id });
      return inserted.map((row) => row.id);
    },
  };
  return kit;
}
