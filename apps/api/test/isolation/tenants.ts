// The tenants of the isolation matrix: for each demo caller its own ids, and the ids that are not its
// own — a sibling (another agency or client of the same platform), its superiors (the parent), and
// another platform — each with the names, e-mails and keys that mark its rows in an answer.
import { eq } from 'drizzle-orm';
import { campaigns, companyGroups, organizations, roles } from '../../src/db/schema/index.ts';
import { DEMO_CAMPAIGN_IDS } from '../../src/seed/demo-costs.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createSecondPlatform } from '../second-platform.ts';
import type { TestApp } from '../test-app.ts';
import { createSecondAcmeClient, SECOND_ACME_CLIENT as SECOND } from './second-acme-client.ts';

/** The kinds of tenant id a route takes (see id-fields.ts for which field is which). */
export type IdKind =
  | 'company'
  | 'clientCompany'
  | 'platform'
  | 'user'
  | 'campaign'
  | 'role'
  | 'group'
  | 'organization';

/**
 * One tenant's ids by kind (a kind it has no row of is left out) and its campaign's key; the agency
 * and client below it (with their users) for routes whose company or user field names those.
 */
export type TenantIds = Partial<Record<IdKind, number>> & {
  campaignKey?: string;
  agencyCompany?: number;
  agencyUser?: number;
  clientUser?: number;
};

/** A foreign tenant: the ids a request is given, and what proves its rows were read or written. */
export type ForeignTenant = {
  relation: 'sibling' | 'same-agency sibling' | 'parent' | 'other platform';
  ids: TenantIds;
  /** Names, e-mails and keys of its rows: none may appear in an answer to the caller. */
  markers: string[];
  companies: number[];
  users: number[];
  campaigns: number[];
  campaignKeys: string[];
};

export type MatrixCaller = {
  email: string;
  /** A view-as session: the root system user viewing the account (it acts as the account). */
  viewedBy?: string;
  userType: string;
  isSystemUser: boolean;
  own: TenantIds;
  foreign: ForeignTenant[];
};

type Subtree = {
  companies: number[];
  users: number[];
  campaigns: number[];
  keys: string[];
  markers: string[];
};

const merge = (...trees: Subtree[]): Subtree => ({
  companies: trees.flatMap((tree) => tree.companies),
  users: trees.flatMap((tree) => tree.users),
  campaigns: trees.flatMap((tree) => tree.campaigns),
  keys: trees.flatMap((tree) => tree.keys),
  markers: trees.flatMap((tree) => tree.markers),
});

const foreign = (relation: ForeignTenant['relation'], ids: TenantIds, tree: Subtree): ForeignTenant => ({
  relation,
  ids,
  markers: tree.markers,
  companies: tree.companies,
  users: tree.users,
  campaigns: tree.campaigns,
  campaignKeys: tree.keys,
});

/** Builds the other platform, a campaign for its client, and a group and organization per client. */
export async function matrixCallers(test: TestApp): Promise<MatrixCaller[]> {
  const db = test.ctx.db;
  const other = await createSecondPlatform(test);
  const [gammaCampaign] = await db
    .insert(campaigns)
    .values({
      leadspeekApiId: '20000003',
      companyId: other.clientId,
      module: 'local',
      campaignName: 'Gamma Client website visitors',
      status: 'active',
      urlCode: 'https://gamma-client.example.com/',
      reportSentTo: ['client@gamma.test'],
    })
    .returning();
  if (!gammaCampaign) throw new Error('campaign insert returned nothing');

  const user = async (email: string) => {
    const row = await userNamed(db, email);
    return { id: row.id, markers: [row.name, row.email] };
  };
  const company = async (email: string) => {
    const row = await companyOf(db, email);
    return { id: row.id, markers: [row.companyName] };
  };
  const campaignOf = async (companyId: number) => {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.companyId, companyId));
    if (!row) throw new Error(`no campaign of company ${companyId}`);
    return { id: row.id, key: row.leadspeekApiId, markers: [row.campaignName, row.leadspeekApiId] };
  };
  const roleOf = async (companyId: number) => {
    const [row] = await db.select().from(roles).where(eq(roles.companyId, companyId));
    return row?.id;
  };
  /** A campaign folder and an organization of a client, named so that an answer shows them. */
  const clientRows = async (companyId: number, label: string) => {
    const [group] = await db
      .insert(companyGroups)
      .values({ companyId, module: 'local', groupName: `${label} Group` })
      .returning();
    const [organization] = await db
      .insert(organizations)
      .values({ companyId, organizationName: `${label} Organization` })
      .returning();
    return {
      group: group?.id,
      organization: organization?.id,
      markers: [`${label} Group`, `${label} Organization`],
    };
  };

  const [root, admin, sales, agency, client, agency2, client2] = await Promise.all(
    [
      'root@demo.test',
      'admin@demo.test',
      'sales@demo.test',
      'agency@demo.test',
      'client@demo.test',
      'agency2@demo.test',
      'client2@demo.test',
    ].map(user),
  );
  const [platform, acme, acmeClient, beta, betaClient] = await Promise.all(
    ['root@demo.test', 'agency@demo.test', 'client@demo.test', 'agency2@demo.test', 'client2@demo.test'].map(
      company,
    ),
  );
  if (!root || !admin || !sales || !agency || !client || !agency2 || !client2) throw new Error('demo users');
  if (!platform || !acme || !acmeClient || !beta || !betaClient) throw new Error('demo companies');
  const acmeCampaign = await campaignOf(acmeClient.id);
  const betaCampaign = await campaignOf(betaClient.id);
  const acmeRows = await clientRows(acmeClient.id, 'Acme Client');
  const betaRows = await clientRows(betaClient.id, 'Beta Client');
  const gammaRows = await clientRows(other.clientId, 'Gamma Client');
  const acmeRole = await roleOf(acme.id);
  const second = await createSecondAcmeClient(test);
  const secondRows = await clientRows(second.companyId, SECOND.companyName);
  const betaRole = await roleOf(beta.id);
  if (acmeCampaign.key !== DEMO_CAMPAIGN_IDS.acme) throw new Error('the demo seed changed its campaigns');

  const betaTree: Subtree = {
    companies: [beta.id, betaClient.id],
    users: [agency2.id, client2.id],
    campaigns: [betaCampaign.id],
    keys: [betaCampaign.key],
    markers: [
      ...beta.markers,
      ...betaClient.markers,
      ...agency2.markers,
      ...client2.markers,
      ...betaCampaign.markers,
      ...betaRows.markers,
    ],
  };
  const secondTree: Subtree = {
    companies: [second.companyId],
    users: [second.userId],
    campaigns: [second.campaignId],
    keys: [SECOND.campaignKey],
    markers: [
      SECOND.companyName,
      SECOND.userName,
      SECOND.email,
      SECOND.campaignName,
      SECOND.campaignKey,
      ...secondRows.markers,
    ],
  };
  const platformTree: Subtree = {
    companies: [platform.id],
    users: [root.id, admin.id, sales.id],
    campaigns: [],
    keys: [],
    markers: [...platform.markers, ...root.markers, ...admin.markers, ...sales.markers],
  };
  const acmeAgencyTree: Subtree = {
    companies: [acme.id],
    users: [agency.id],
    campaigns: [],
    keys: [],
    markers: [...acme.markers, ...agency.markers],
  };
  const otherTree: Subtree = {
    companies: [other.rootId, other.agencyId, other.clientId],
    users: Object.values(other.userIds),
    campaigns: [gammaCampaign.id],
    keys: [gammaCampaign.leadspeekApiId],
    markers: [
      'Other Platform',
      'Gamma Agency',
      'Gamma Client',
      ...Object.keys(other.userIds),
      gammaCampaign.campaignName,
      gammaCampaign.leadspeekApiId,
      ...gammaRows.markers,
    ],
  };
  const gammaIds = (companyId: number, userId: number): TenantIds => ({
    company: companyId,
    clientCompany: other.clientId,
    platform: other.rootId,
    user: userId,
    agencyCompany: other.agencyId,
    agencyUser: other.userIds['agency@gamma.test'],
    clientUser: other.userIds['client@gamma.test'],
    campaign: gammaCampaign.id,
    campaignKey: gammaCampaign.leadspeekApiId,
    group: gammaRows.group,
    organization: gammaRows.organization,
  });
  const campaignIds = (campaign: { id: number; key: string }) => ({
    campaign: campaign.id,
    campaignKey: campaign.key,
  });
  const acmeClientIds = {
    clientCompany: acmeClient.id,
    clientUser: client.id,
    ...campaignIds(acmeCampaign),
    group: acmeRows.group,
    organization: acmeRows.organization,
  };
  const betaClientIds = {
    clientCompany: betaClient.id,
    clientUser: client2.id,
    ...campaignIds(betaCampaign),
    group: betaRows.group,
    organization: betaRows.organization,
  };
  const acmeIds = { agencyCompany: acme.id, agencyUser: agency.id, ...acmeClientIds };
  const betaIds = { agencyCompany: beta.id, agencyUser: agency2.id, ...betaClientIds };

  const staff = (email: string, userId: number): MatrixCaller => ({
    email,
    userType: email === 'root@demo.test' ? 'user' : 'administrator',
    isSystemUser: true,
    own: { company: platform.id, platform: platform.id, user: userId, role: acmeRole, ...acmeIds },
    foreign: [
      foreign('other platform', gammaIds(other.rootId, other.userIds['owner@other.test']), otherTree),
    ],
  });
  const agencyCaller: MatrixCaller = {
    email: 'agency@demo.test',
    userType: 'userdownline',
    isSystemUser: false,
    own: { company: acme.id, platform: platform.id, user: agency.id, role: acmeRole, ...acmeIds },
    foreign: [
      foreign('sibling', { company: beta.id, user: agency2.id, role: betaRole, ...betaIds }, betaTree),
      foreign('parent', { company: platform.id, user: root.id }, platformTree),
      foreign('other platform', gammaIds(other.agencyId, other.userIds['agency@gamma.test']), otherTree),
    ],
  };
  return [
    staff('root@demo.test', root.id),
    staff('admin@demo.test', admin.id),
    {
      // The sales person's downline is Acme; Beta has no sales person.
      email: 'sales@demo.test',
      userType: 'sales',
      isSystemUser: true,
      own: { company: acme.id, platform: platform.id, user: sales.id, role: acmeRole, ...acmeIds },
      foreign: [
        foreign('sibling', { company: beta.id, user: agency2.id, role: betaRole, ...betaIds }, betaTree),
        foreign('other platform', gammaIds(other.agencyId, other.userIds['agency@gamma.test']), otherTree),
      ],
    },
    agencyCaller,
    // The viewer's own company is the parent here: a view session reaches only the viewed account's
    // rows. Its writes name the viewer as the acting user, so the viewer's id marks no foreign row.
    {
      ...agencyCaller,
      viewedBy: 'root@demo.test',
      foreign: agencyCaller.foreign.map((tenant) =>
        tenant.relation === 'parent'
          ? { ...tenant, users: tenant.users.filter((id) => id !== root.id) }
          : tenant,
      ),
    },
    {
      email: 'client@demo.test',
      userType: 'client',
      isSystemUser: false,
      own: { company: acmeClient.id, platform: platform.id, user: client.id, ...acmeClientIds },
      foreign: [
        foreign(
          'same-agency sibling',
          {
            company: second.companyId,
            clientCompany: second.companyId,
            user: second.userId,
            clientUser: second.userId,
            campaign: second.campaignId,
            campaignKey: SECOND.campaignKey,
            group: secondRows.group,
            organization: secondRows.organization,
          },
          secondTree,
        ),
        foreign('sibling', { company: betaClient.id, user: client2.id, ...betaClientIds }, betaTree),
        foreign(
          'parent',
          { company: acme.id, clientCompany: acme.id, user: agency.id, role: acmeRole },
          merge(acmeAgencyTree, platformTree),
        ),
        foreign('other platform', gammaIds(other.clientId, other.userIds['client@gamma.test']), otherTree),
      ],
    },
  ];
}
