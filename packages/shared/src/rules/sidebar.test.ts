import { describe, expect, it } from 'vitest';
import { FULL_PERMISSIONS, NO_PERMISSIONS } from './permissions.ts';
import { homeEntry, type SidebarInput, sidebarEntries } from './sidebar.ts';

const agency: SidebarInput = {
  user_type: 'userdownline',
  systemuser: false,
  rootcomp: false,
  isViewMode: false,
  isAccExecutive: 'F',
  salesAccountConnected: false,
  user_permissions: null,
  cardSetUp: true,
  paymentAccountConnected: true,
  agencyPaymentFailed: false,
  agencyModules: ['local', 'locator', 'enhance', 'b2b'],
  clientModules: [],
  b2bOpen: true,
  permissions: FULL_PERMISSIONS,
};
const allModules = ['module:local', 'module:locator', 'module:enhance', 'module:b2b'];
const campaignOnly = {
  ...NO_PERMISSIONS,
  Campaign: { enable: true, create: true, update: false, delete: false },
};

describe('sidebar entries (part 1 §2 "Sidebar entries", §6)', () => {
  it.each([
    [
      'connected agency owner',
      {},
      [
        'dashboard',
        'ads-design',
        'campaign',
        ...allModules,
        'client-management',
        'administrator-list',
        'general-settings',
      ],
    ],
    // the b2b module is beta-gated
    [
      'b2b beta closed',
      { b2bOpen: false },
      [
        'dashboard',
        'ads-design',
        'campaign',
        'module:local',
        'module:locator',
        'module:enhance',
        'client-management',
        'administrator-list',
        'general-settings',
      ],
    ],
    // per-agency module availability
    [
      'agency offering two modules',
      { agencyModules: ['local', 'locator'] },
      [
        'dashboard',
        'ads-design',
        'campaign',
        'module:local',
        'module:locator',
        'client-management',
        'administrator-list',
        'general-settings',
      ],
    ],
    // payment account connected: without it no clients may be added (part 1 §8)
    ['agency not connected', { paymentAccountConnected: false }, ['dashboard', 'general-settings']],
    // agency payment failure and card setup
    ['agency payment failed', { agencyPaymentFailed: true }, ['general-settings']],
    ['agency without card', { cardSetUp: false }, ['general-settings']],
    // role permissions decide for staff
    [
      'staff allowed Campaign only',
      { user_type: 'administrator', permissions: campaignOnly },
      ['dashboard', 'campaign'],
    ],
    // the client's own module access, within what the agency offers; a client's menu opens with
    // Dashboard like everyone's (part 1 §2 "Sidebar entries" lists Dashboard first, §6 client row)
    [
      'client with Site ID and Search ID',
      { user_type: 'client', clientModules: ['local', 'locator'] },
      ['dashboard', 'module:local', 'module:locator', 'exclusion-list'],
    ],
    [
      'client whose agency dropped Search ID',
      { user_type: 'client', clientModules: ['local', 'locator'], agencyModules: ['local'] },
      ['dashboard', 'module:local', 'exclusion-list'],
    ],
    [
      'client with b2b while beta closed',
      { user_type: 'client', clientModules: ['b2b'], b2bOpen: false },
      ['dashboard', 'exclusion-list'],
    ],
    [
      'client of an agency whose payment failed',
      { user_type: 'client', clientModules: ['local'], agencyPaymentFailed: true },
      [],
    ],
    // system users
    [
      'root system user',
      { user_type: 'user', systemuser: true, rootcomp: true },
      [
        'dashboard',
        'client-management',
        'agency-list',
        'administrator-list',
        'sales-account-list',
        'general-settings',
        'exclusion-list',
        'report-analytics',
      ],
    ],
    [
      'system user denied report analytics',
      { user_type: 'user', systemuser: true, rootcomp: true, user_permissions: { report_analytics: false } },
      [
        'dashboard',
        'client-management',
        'agency-list',
        'administrator-list',
        'sales-account-list',
        'general-settings',
        'exclusion-list',
      ],
    ],
    // sales: connected and executive see client management, agency list and general settings
    [
      'sales connected executive',
      { user_type: 'sales', systemuser: true, isAccExecutive: 'T', salesAccountConnected: true },
      ['client-management', 'agency-list', 'general-settings'],
    ],
    // other sales only the connect-account page
    ['sales not connected', { user_type: 'sales', systemuser: true, isAccExecutive: 'T' }, ['sales-connect']],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(sidebarEntries({ ...agency, ...overrides } as SidebarInput)).toEqual(expected);
  });
});

describe('the logo leads home (part 1 §2 "Sidebar entries", §6 menus)', () => {
  it.each([
    // everyone whose menu has Dashboard goes there, clients included
    ['connected agency owner', {}, 'dashboard'],
    ['client', { user_type: 'client', clientModules: ['local'] }, 'dashboard'],
    ['root system user', { user_type: 'user', systemuser: true, rootcomp: true }, 'dashboard'],
    // otherwise the first page the menu offers
    ['agency without card', { cardSetUp: false }, 'general-settings'],
    [
      'sales connected executive',
      { user_type: 'sales', systemuser: true, isAccExecutive: 'T', salesAccountConnected: true },
      'client-management',
    ],
    ['sales not connected', { user_type: 'sales', systemuser: true, isAccExecutive: 'T' }, 'sales-connect'],
    // an empty menu has no home page to offer
    [
      'client of an agency whose payment failed',
      { user_type: 'client', clientModules: ['local'], agencyPaymentFailed: true },
      null,
    ],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(homeEntry(sidebarEntries({ ...agency, ...overrides } as SidebarInput))).toBe(expected);
  });
});
