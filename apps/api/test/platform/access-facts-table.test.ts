// The access facts of every kind of caller against every configuration page (part 1 §2) and every role
// permission (part 1 §6, part 2 §6), checked through the wrapper's own checks (checkCaller,
// checkAccessFacts on facts read by accessFactsOf). The expectations are written out by hand from the
// spec, one row per caller, so a changed rule or a changed fact shows up as a failing row.
import {
  type CampaignPermissionAction,
  CONFIGURATION_ROUTES,
  PERMISSION_ACTIONS,
  PLATFORM_STAFF,
  ROLE_MODULES,
  type RouteAccess,
  userRoutes,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roleModules, roles, sessions, users } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { type Actor, findActorByToken } from '../../src/platform/access/actor.ts';
import { checkAccessFacts, checkCaller } from '../../src/platform/access/route-access.ts';
import { AppError } from '../../src/platform/errors.ts';
import { newToken, sha256 } from '../../src/platform/secrets.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { createSecondPlatform } from '../second-platform.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** The page columns of the table, in the order of CONFIGURATION_ROUTES (a new page fails the test). */
const PAGE_COLUMNS = [
  'client-management',
  'agency-list',
  'administrator-list',
  'sales-account-list',
  'role-list',
  'general-setting',
  'data-enrichment',
  'opt-out-list',
  'report-analytics',
  'sales-connect-account',
] as const;

/**
 * Each caller's row. `pages`: one mark per page column (Y open, - answers 404). `modules`: per
 * module of ROLE_MODULES (Ads Design, Campaign, LeadsPeek, Settings) its actions enable, create,
 * update, delete (letter granted, - answers 403). `campaign`: the campaign commands create, update,
 * delete. `barred`: kept out of campaign management. `staff`: passes PLATFORM_STAFF. `viewing`: a
 * view-as session (refused where a route declares viewMode 'refused'). `viewAs`: may start viewing
 * as an account below it (the switchUser declaration; which account is the handler's proof).
 */
type Row = {
  caller: CallerKey;
  pages: string;
  modules: string;
  campaign: string;
  barred: boolean;
  staff: boolean;
  viewing: boolean;
  viewAs: boolean;
};

const ALL = 'ECUD ECUD ECUD ECUD';
const NONE = '---- ---- ---- ----';

// Pages:                     cm al ad sa ro ge de op re co
const ROWS: Row[] = [
  // part 1 §6 systemuser: agency-list, sales-account-list, opt-out-list, report-analytics with root
  // company; part 1 §2: sales-connect-account is for sales only. Owners and system users hold every
  // role permission (part 1 §6: the role's module list is for the other staff).
  row('root', '               Y  Y  Y  Y  Y  Y  Y  Y  Y  -', ALL, 'CUD', { staff: true, viewAs: true }),
  row('rootAdmin', '          Y  Y  Y  Y  Y  Y  Y  Y  Y  -', ALL, 'CUD', { staff: true, viewAs: true }),
  // part 1 §6: user_permissions.report_analytics can hide Report Analytics.
  row('rootAdminNoReports', ' Y  Y  Y  Y  Y  Y  Y  Y  -  -', ALL, 'CUD', { staff: true, viewAs: true }),
  // part 1 §6 sales: connected and executive see client management and the agency list; part 1 §2:
  // general-setting shows not-found for sales users. Sales are system users: not platform staff.
  row('sales', '              Y  Y  -  -  -  -  -  -  -  Y', ALL, 'CUD', { viewAs: true }),
  // part 1 §6 sales: other sales only the connect-account page.
  row('salesNotConnected', '  -  -  -  -  -  -  -  -  -  Y', ALL, 'CUD', { viewAs: true }),
  row('salesNotExecutive', '  -  -  -  -  -  -  -  -  -  Y', ALL, 'CUD', { viewAs: true }),
  // part 1 §2: agency-list, sales-account-list, opt-out-list need a system user; report-analytics
  // needs the root company. The agency owner holds every permission (part 1 §6 user/userdownline).
  // Part 2 §2: view-as applies to every row of the agency's own client list (issue 23 item 2).
  row('agencyOwner', '        Y  -  Y  -  Y  Y  Y  -  -  -', ALL, 'CUD', { viewAs: true }),
  row('otherAgencyOwner', '   Y  -  Y  -  Y  Y  Y  -  -  -', ALL, 'CUD', { viewAs: true }),
  // part 1 §6 / part 2 §6: an agency administrator has its role's module flags; a flag of a module
  // that is not enabled grants nothing; campaigns in the modules follow the LeadsPeek flags. View-as
  // needs the role's Settings update, as single sign-on does.
  row('agencyAdmin', '        Y  -  Y  -  Y  Y  Y  -  -  -', '---- ECUD E-U- E---', '-U-'),
  // Without a role an administrator holds no permission at all.
  row('agencyAdminWithoutRole', 'Y -  Y  -  Y  Y  Y  -  -  -', NONE, '---'),
  // part 1 §6 client: no configuration routes; no role, its module access decides its campaigns.
  row('client', '             -  -  -  -  -  -  -  -  -  -', NONE, 'CUD'),
  // part 2 §6: a client with disable_client_add_campaign may not open campaign management.
  row('barredClient', '       -  -  -  -  -  -  -  -  -  -', NONE, 'CUD', { barred: true }),
  // part 1 §2: view mode also allows report-analytics; the viewer acts as the agency owner.
  row('rootViewingAgency', '  Y  -  Y  -  Y  Y  Y  -  Y  -', ALL, 'CUD', { viewing: true }),
  // part 1 §6 client: no configuration routes, in view mode too.
  row('rootViewingClient', '  -  -  -  -  -  -  -  -  -  -', NONE, 'CUD', { viewing: true }),
  // Another platform's owner is the system user of its own root company.
  row('otherPlatformOwner', ' Y  Y  Y  Y  Y  Y  Y  Y  Y  -', ALL, 'CUD', { staff: true, viewAs: true }),
];

function row(
  caller: CallerKey,
  pages: string,
  modules: string,
  campaign: string,
  flags: { barred?: boolean; staff?: boolean; viewing?: boolean; viewAs?: boolean } = {},
): Row {
  return {
    caller,
    pages: pages.replace(/\s+/g, ''),
    modules: modules.replace(/\s+/g, ''),
    campaign,
    barred: flags.barred ?? false,
    staff: flags.staff ?? false,
    viewing: flags.viewing ?? false,
    viewAs: flags.viewAs ?? false,
  };
}

type CallerKey =
  | 'root'
  | 'rootAdmin'
  | 'rootAdminNoReports'
  | 'sales'
  | 'salesNotConnected'
  | 'salesNotExecutive'
  | 'agencyOwner'
  | 'otherAgencyOwner'
  | 'agencyAdmin'
  | 'agencyAdminWithoutRole'
  | 'client'
  | 'barredClient'
  | 'rootViewingAgency'
  | 'rootViewingClient'
  | 'otherPlatformOwner';

let test: TestApp;
const actors = new Map<CallerKey, Actor>();

/** A session of `userId` (viewed by `viewerUserId` in view mode) and the actor the wrapper resolves. */
async function actorOf(userId: number, viewerUserId: number | null = null): Promise<Actor> {
  const token = newToken();
  await test.ctx.db.insert(sessions).values({ userId, viewerUserId, tokenHash: sha256(token) });
  const actor = await findActorByToken(test.ctx.db, token);
  if (!actor) throw new Error(`no actor for user ${userId}`);
  return actor;
}

/** The callers the demo seed lacks: agency administrators with and without a role, other sales, … */
async function addFixtures(): Promise<Record<string, number>> {
  const db = test.ctx.db;
  const root = await userNamed(db, 'root@demo.test');
  const acme = await companyOf(db, 'agency@demo.test');
  // One client user per client company: the barred client gets a company of its own below Acme.
  const barredCompany = await createCompany(db, acme, {
    kind: 'client',
    companyName: 'Barred Client Co',
    leadspeekType: 'local',
  });
  const [role] = await db
    .insert(roles)
    .values({ companyId: acme.id, roleName: 'Campaign Manager' })
    .returning();
  if (!role) throw new Error('role insert returned nothing');
  const flags = (enable: boolean, create: boolean, update: boolean, remove: boolean) => ({
    enablePermission: enable,
    createPermission: create,
    updatePermission: update,
    deletePermission: remove,
  });
  await db.insert(roleModules).values([
    { roleId: role.id, moduleName: 'Ads Design', ...flags(false, true, true, true) },
    { roleId: role.id, moduleName: 'Campaign', ...flags(true, true, true, true) },
    { roleId: role.id, moduleName: 'LeadsPeek', ...flags(true, false, true, false) },
    { roleId: role.id, moduleName: 'Settings', ...flags(true, false, false, false) },
  ]);
  const person = (email: string, values: Partial<typeof users.$inferInsert>) => ({
    name: email,
    email,
    passwordHash: 'unused',
    companyId: acme.id,
    userType: 'administrator' as const,
    ...values,
  });
  const added = await db
    .insert(users)
    .values([
      person('no-reports@demo.test', {
        companyId: root.companyId,
        isSystemUser: true,
        userPermissions: { report_analytics: 'F' },
      }),
      person('sales-unconnected@demo.test', {
        companyId: root.companyId,
        userType: 'sales',
        isSystemUser: true,
        isAccExecutive: true,
      }),
      person('sales-not-executive@demo.test', {
        companyId: root.companyId,
        userType: 'sales',
        isSystemUser: true,
        accountStatus: 'completed',
      }),
      person('campaign-manager@demo.test', { roleId: role.id }),
      person('no-role@demo.test', {}),
      person('barred@demo.test', {
        companyId: barredCompany.id,
        userType: 'client',
        disableClientAddCampaign: true,
      }),
    ])
    .returning({ id: users.id, email: users.email });
  return Object.fromEntries(added.map((user) => [user.email, user.id]));
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.ctx.db;
  const added = await addFixtures();
  const other = await createSecondPlatform(test);
  const id = async (email: string) => (await userNamed(db, email)).id;
  const rootId = await id('root@demo.test');
  const byKey: Record<CallerKey, [number, number?]> = {
    root: [rootId],
    rootAdmin: [await id('admin@demo.test')],
    rootAdminNoReports: [added['no-reports@demo.test'] ?? 0],
    sales: [await id('sales@demo.test')],
    salesNotConnected: [added['sales-unconnected@demo.test'] ?? 0],
    salesNotExecutive: [added['sales-not-executive@demo.test'] ?? 0],
    agencyOwner: [await id('agency@demo.test')],
    otherAgencyOwner: [await id('agency2@demo.test')],
    agencyAdmin: [added['campaign-manager@demo.test'] ?? 0],
    agencyAdminWithoutRole: [added['no-role@demo.test'] ?? 0],
    client: [await id('client@demo.test')],
    barredClient: [added['barred@demo.test'] ?? 0],
    rootViewingAgency: [await id('agency@demo.test'), rootId],
    rootViewingClient: [await id('client@demo.test'), rootId],
    otherPlatformOwner: [other.userIds['owner@other.test']],
  };
  for (const [key, [userId, viewer]] of Object.entries(byKey))
    actors.set(key as CallerKey, await actorOf(userId, viewer ?? null));
  // The root company of the other platform is a root too (its owner's facts read it from the row).
  const [otherRoot] = await db.select().from(companies).where(eq(companies.id, other.rootId));
  expect(otherRoot?.kind).toBe('root');
});
afterAll(() => test.close());

const NO_INPUT = { params: {}, query: {}, body: {} };

/** 'allowed', or the status the wrapper refuses with. */
async function outcome(check: () => Promise<void> | void): Promise<'allowed' | number> {
  try {
    await check();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const actorNamed = (key: CallerKey): Actor => {
  const actor = actors.get(key);
  if (!actor) throw new Error(`no actor ${key}`);
  return actor;
};
const facts = (key: CallerKey, access: RouteAccess) =>
  outcome(() => checkAccessFacts(test.ctx.db, actorNamed(key), access, NO_INPUT));

it('has a column for every configuration page and a row for every caller', () => {
  expect(PAGE_COLUMNS).toEqual(CONFIGURATION_ROUTES);
  for (const entry of ROWS) {
    expect(entry.pages).toMatch(new RegExp(`^[Y-]{${PAGE_COLUMNS.length}}$`));
    expect(entry.modules).toHaveLength(ROLE_MODULES.length * PERMISSION_ACTIONS.length);
  }
  expect(new Set(ROWS.map((entry) => entry.caller)).size).toBe(ROWS.length);
});

/** A table mark: the action's initial when allowed, - when refused with `refusal`, else the status. */
const markOf = (result: 'allowed' | number, allowed: string, refusal: number) =>
  result === 'allowed' ? allowed.charAt(0).toUpperCase() : result === refusal ? '-' : String(result);

const CAMPAIGN_ACTIONS: CampaignPermissionAction[] = ['create', 'update', 'delete'];

describe.each(ROWS)('access facts of $caller', (entry) => {
  it('opens the configuration pages of its row, and answers 404 for the others (part 1 §2)', async () => {
    const got: string[] = [];
    for (const page of CONFIGURATION_ROUTES) {
      const result = await facts(entry.caller, { page });
      got.push(markOf(result, 'Y', 404));
    }
    expect(got.join('')).toBe(entry.pages);
  });

  it('holds the role permissions of its row, and answers 403 for the others (part 1 §6)', async () => {
    const got: string[] = [];
    for (const module of ROLE_MODULES) {
      for (const action of PERMISSION_ACTIONS) {
        const result = await facts(entry.caller, { permission: [module, action] });
        got.push(markOf(result, action, 403));
      }
    }
    expect(got.join('')).toBe(entry.modules);
  });

  it('may run the campaign commands of its row (part 2 §6)', async () => {
    const got: string[] = [];
    for (const action of CAMPAIGN_ACTIONS) {
      const result = await facts(entry.caller, { campaignPermission: action });
      got.push(markOf(result, action, 403));
    }
    expect(got.join('')).toBe(entry.campaign);
  });

  it('is kept out of campaign management only when barred (part 2 §6)', async () => {
    expect(await facts(entry.caller, { barredClients: 'refused' })).toBe(entry.barred ? 403 : 'allowed');
  });

  it('passes the platform-staff declaration only as the owner or an administrator of a root', async () => {
    expect(await outcome(() => checkCaller(actorNamed(entry.caller), PLATFORM_STAFF))).toBe(
      entry.staff ? 'allowed' : 403,
    );
  });

  it('may start view-as only as platform staff or an agency with Settings update, never viewing', async () => {
    const access = userRoutes.switchUser.auth;
    const result = await outcome(async () => {
      checkCaller(actorNamed(entry.caller), access);
      await checkAccessFacts(test.ctx.db, actorNamed(entry.caller), access, NO_INPUT);
    });
    expect(result).toBe(entry.viewAs ? 'allowed' : 403);
  });

  it('is refused where view mode is, only in a view-as session', async () => {
    expect(await facts(entry.caller, { viewMode: 'refused' })).toBe(entry.viewing ? 403 : 'allowed');
  });
});
