// A second client of the demo agency Acme, with its user and a campaign: the sibling nearest to the
// demo client (same agency), which a scope check on "the caller's agency" would wrongly let through.
import { campaigns, users } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { companyOf } from '../demo-lookup.ts';
import type { TestApp } from '../test-app.ts';

export const SECOND_ACME_CLIENT = {
  companyName: 'Acme Second Client',
  userName: 'Cora Second',
  email: 'client3@demo.test',
  campaignName: 'Acme Second Client website visitors',
  campaignKey: '10000009',
} as const;

export async function createSecondAcmeClient(test: TestApp) {
  const db = test.ctx.db;
  const acme = await companyOf(db, 'agency@demo.test');
  const company = await createCompany(db, acme, {
    kind: 'client',
    companyName: SECOND_ACME_CLIENT.companyName,
    leadspeekType: 'local',
  });
  const [user] = await db
    .insert(users)
    .values({
      companyId: company.id,
      userType: 'client',
      name: SECOND_ACME_CLIENT.userName,
      email: SECOND_ACME_CLIENT.email,
      passwordHash: 'never signs in',
    })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      leadspeekApiId: SECOND_ACME_CLIENT.campaignKey,
      companyId: company.id,
      module: 'local',
      campaignName: SECOND_ACME_CLIENT.campaignName,
      status: 'active',
      urlCode: 'https://acme-second-client.example.com/',
      reportSentTo: [SECOND_ACME_CLIENT.email],
    })
    .returning();
  if (!user || !campaign) throw new Error('second Acme client insert returned nothing');
  return { companyId: company.id, userId: user.id, campaignId: campaign.id };
}
