// The demo platform of the README: one root, two agencies with a client each, seeded once.
import { campaignPrice, DEMO_PASSWORD, ROLE_MODULES } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns, companies, companySettings, roleModules, roles, users } from '../db/schema/index.ts';
import { sandboxAccountId } from '../modules/billing/providers/sandbox-provider.ts';
import { createCompany } from '../modules/companies/create-company.ts';
import type { Database, Queryable } from '../platform/db.ts';
import { hashPassword } from '../platform/secrets.ts';
import { giveDemoCard } from './demo-cards.ts';
import { agencyCosts, DEMO_CAMPAIGN_IDS, ROOT_COSTS } from './demo-costs.ts';

/** The demo site's address on the default port (`npm start` passes its own). */
export const DEMO_SITE_URL = 'http://localhost:3000/demo-site/';

const ACME_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#e4572e"/><path d="M10 30 20 10 30 30z" fill="#fff"/><text x="48" y="27" font-family="Arial" font-size="18" font-weight="700" fill="#1f3a5f">Acme</text></svg>',
  );
const BETA_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="18" fill="#2a9d8f"/><text x="13" y="27" font-family="Arial" font-size="18" font-weight="700" fill="#fff">B</text><text x="46" y="27" font-family="Arial" font-size="18" font-weight="700" fill="#264653">Beta</text></svg>',
  );

export const DEMO_APPEARANCE = {
  acme: {
    sidebarcolor: '#1f3a5f',
    templatecolor: '#f4f6fa',
    boxcolor: '#ffffff',
    textcolor: '#1b1f24',
    linkcolor: '#c2410c',
    fonttheme: 'Inter',
  },
  beta: {
    sidebarcolor: '#264653',
    templatecolor: '#f1faee',
    boxcolor: '#ffffff',
    textcolor: '#1d3557',
    linkcolor: '#21796f',
    fonttheme: 'Inter',
  },
} as const;

export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(sql`select exists(select 1 from ${companies}) as any`);
  return rows[0]?.any === true;
}

/**
 * Seeds once: a second call on a seeded database does nothing. `demoSiteUrl` is where `npm start`
 * serves the demo site, so the site check of Acme's campaign finds it on any port.
 */
export async function seedDemoPlatform(db: Database, demoSiteUrl = DEMO_SITE_URL): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two processes starting on an empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(7240002)`);
    if (await isSeeded(tx)) return false;
    const person = (
      companyId: number,
      values: Partial<typeof users.$inferInsert> &
        Pick<typeof users.$inferInsert, 'name' | 'email' | 'userType'>,
    ) => ({
      companyId,
      passwordHash,
      profileSetupCompleted: true,
      questionnaireSetupCompleted: true,
      ...values,
    });

    const root = await createCompany(tx, null, {
      kind: 'root',
      companyName: 'Demo Platform',
      legalName: 'Demo Platform LLC',
      shortName: 'Demo',
      domain: 'localhost',
      email: 'hello@demo.test',
      phone: '+1 312 555 0100',
      address: '100 N Riverside Plaza',
      city: 'Chicago',
      zip: '60606',
      stateCode: 'IL',
      stateName: 'Illinois',
      countryCode: 'US',
      accountStatus: 'completed',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    await tx.insert(companySettings).values([
      { companyId: root.id, name: 'costagency', value: ROOT_COSTS },
      // Package prices in cents (General Settings → Package prices), so plans have a price to show.
      { companyId: root.id, name: 'packageprices', value: { NWM: 1900, NWY: 19000, WM: 4900, WY: 49000 } },
    ]);
    const staff = await tx
      .insert(users)
      .values([
        person(root.id, { name: 'Rita Root', email: 'root@demo.test', userType: 'user', isSystemUser: true }),
        person(root.id, {
          name: 'Adam Admin',
          email: 'admin@demo.test',
          userType: 'administrator',
          isSystemUser: true,
        }),
        person(root.id, {
          name: 'Sam Sales',
          email: 'sales@demo.test',
          userType: 'sales',
          isSystemUser: true,
          isAccExecutive: true,
          accountStatus: 'completed',
          referralCode: 'DEMOSALES',
        }),
      ])
      .returning();
    const salesPerson = staff.find((user) => user.userType === 'sales');

    for (const agency of [
      {
        key: 'acme',
        name: 'Acme Marketing',
        logo: ACME_LOGO,
        owner: ['Alice Agency', 'agency@demo.test'],
        client: ['Acme Client Co', 'Carl Client', 'client@demo.test'],
        packageId: 'WM',
        withSales: true,
      },
      {
        key: 'beta',
        name: 'Beta Growth',
        logo: BETA_LOGO,
        owner: ['Bob Beta', 'agency2@demo.test'],
        client: ['Beta Client Inc', 'Cleo Client', 'client2@demo.test'],
        packageId: 'NWM',
        withSales: false,
      },
    ] as const) {
      const company = await createCompany(tx, root, {
        kind: 'agency',
        companyName: agency.name,
        subdomain: agency.key,
        logo: agency.logo,
        isWhitelabeling: true,
        packageId: agency.packageId,
        accountStatus: 'completed',
        chargesEnabled: true,
        payoutsEnabled: true,
        salesRepId: agency.withSales ? salesPerson?.id : null,
        accountExecutiveId: agency.withSales ? salesPerson?.id : null,
      });
      // Onboarded with the sandbox provider: client payments go to this account, minus wholesale.
      await tx
        .update(companies)
        .set({ providerAccountId: sandboxAccountId({ kind: 'company', id: company.id }) })
        .where(eq(companies.id, company.id));
      await tx.insert(companySettings).values([
        { companyId: company.id, name: 'appearance', value: DEMO_APPEARANCE[agency.key] },
        { companyId: company.id, name: 'costagency', value: agencyCosts(ROOT_COSTS) },
      ]);
      const [role] = await tx
        .insert(roles)
        .values({ companyId: company.id, roleName: 'Agency Admin' })
        .returning();
      if (!role) throw new Error('role insert returned nothing');
      await tx.insert(roleModules).values(
        ROLE_MODULES.map((moduleName) => ({
          roleId: role.id,
          moduleName,
          enablePermission: true,
          createPermission: true,
          updatePermission: true,
          deletePermission: true,
        })),
      );
      const [owner] = await tx
        .insert(users)
        .values(
          person(company.id, {
            name: agency.owner[0],
            email: agency.owner[1],
            userType: 'userdownline',
            roleId: role.id,
          }),
        )
        .returning();
      await giveDemoCard(tx, owner);
      const client = await createCompany(tx, company, {
        kind: 'client',
        companyName: agency.client[0],
        leadspeekType: 'local|locator',
      });
      const [clientUser] = await tx
        .insert(users)
        .values(person(client.id, { name: agency.client[1], email: agency.client[2], userType: 'client' }))
        .returning();
      await giveDemoCard(tx, clientUser);
      await tx.insert(campaigns).values({
        leadspeekApiId: DEMO_CAMPAIGN_IDS[agency.key],
        companyId: client.id,
        module: 'local',
        campaignName: `${agency.client[0]} website visitors`,
        status: 'active',
        // Acme's campaign watches the demo site served by `npm start` (/demo-site/).
        urlCode: agency.key === 'acme' ? demoSiteUrl : 'https://beta-client.example.com/',
        reportSentTo: [agency.client[2]],
        // Sold at the agency's price, so the demo's dashboards show spend and charges.
        ...campaignPrice(agencyCosts(ROOT_COSTS), ROOT_COSTS, 'local', 'Weekly'),
      });
    }
    return true;
  });
}
