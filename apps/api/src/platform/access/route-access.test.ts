// The declared rules that read the caller's company or the request's input: company kinds, the
// permission chosen by an input field, and the own-company waiver of the page and permission rules.
import { FULL_PERMISSIONS, NO_PERMISSIONS, type RouteAccess } from '@lead/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db.ts';
import { AppError } from '../errors.ts';
import type { AccessFacts } from './access-facts.ts';
import type { Actor } from './actor.ts';
import { checkAccessFacts, checkCaller, type RouteInputs } from './route-access.ts';

const facts = vi.hoisted(() => ({ current: null as AccessFacts | null, reads: 0 }));
vi.mock('./access-facts.ts', () => ({
  accessFactsOf: async () => {
    facts.reads += 1;
    return facts.current;
  },
}));

const agencyOwner: Actor = {
  userId: 10,
  sessionId: 1,
  companyId: 7,
  companyPath: '1.7',
  companyKind: 'agency',
  rootCompanyId: 1,
  rootCompanyPath: '1',
  userType: 'userdownline',
  isSystemUser: false,
  viewerUserId: null,
  scope: {} as Actor['scope'],
};
const rootAdmin: Actor = {
  ...agencyOwner,
  companyId: 1,
  companyPath: '1',
  companyKind: 'root',
  isSystemUser: true,
};

const factsOf = (actor: Actor, permissions = FULL_PERMISSIONS): AccessFacts => ({
  user_type: actor.userType,
  systemuser: actor.isSystemUser,
  rootcomp: actor.companyKind === 'root',
  isViewMode: false,
  isAccExecutive: 'F',
  salesAccountConnected: false,
  user_permissions: null,
  permissions,
  clientBarred: false,
});

const statusOf = async (check: () => unknown): Promise<number | 'passed'> => {
  try {
    await check();
    return 'passed';
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
};

const db = {} as Queryable;
const inputs = (body: unknown, params: unknown = {}): RouteInputs => ({ params, query: {}, body });

beforeEach(() => {
  facts.current = null;
  facts.reads = 0;
});

describe('companyKinds', () => {
  const access: RouteAccess = { systemOnly: true, companyKinds: ['root'] };
  it('refuses a caller of another kind of company with 403', async () => {
    expect(await statusOf(() => checkCaller({ ...agencyOwner, isSystemUser: true }, access))).toBe(403);
  });
  it('admits a caller of a listed kind', async () => {
    expect(await statusOf(() => checkCaller(rootAdmin, access))).toBe('passed');
  });
});

describe('permissionBy', () => {
  const access: RouteAccess = {
    permissionBy: { in: 'body', name: 'roleID', module: 'Settings', given: 'update', missing: 'create' },
  };
  const onlyCreate = {
    ...NO_PERMISSIONS,
    Settings: { enable: true, create: true, update: false, delete: false },
  };
  it('asks for the `missing` action when the field is empty', async () => {
    facts.current = factsOf(agencyOwner, onlyCreate);
    expect(await statusOf(() => checkAccessFacts(db, agencyOwner, access, inputs({ roleID: null })))).toBe(
      'passed',
    );
    expect(await statusOf(() => checkAccessFacts(db, agencyOwner, access, inputs({})))).toBe('passed');
  });
  it('asks for the `given` action when the field has a value, refusing with 403', async () => {
    facts.current = factsOf(agencyOwner, onlyCreate);
    expect(await statusOf(() => checkAccessFacts(db, agencyOwner, access, inputs({ roleID: 5 })))).toBe(403);
  });
});

describe('ownCompanyExempt', () => {
  const access: RouteAccess = {
    page: 'agency-list',
    permission: ['Settings', 'enable'],
    ownCompanyExempt: { in: 'params', name: 'companyID' },
  };
  it('waives the page and permission rules where the input names the caller’s own company', async () => {
    facts.current = factsOf(agencyOwner, NO_PERMISSIONS);
    const own = inputs(undefined, { companyID: agencyOwner.companyId });
    expect(await statusOf(() => checkAccessFacts(db, agencyOwner, access, own))).toBe('passed');
  });
  it('applies them to any other company: the agency list is not an agency’s page (404)', async () => {
    facts.current = factsOf(agencyOwner);
    const other = inputs(undefined, { companyID: 8 });
    expect(await statusOf(() => checkAccessFacts(db, agencyOwner, access, other))).toBe(404);
  });
  it('does not waive the campaign rules', async () => {
    facts.current = { ...factsOf(agencyOwner), clientBarred: true };
    const own = inputs(undefined, { companyID: agencyOwner.companyId });
    const barred: RouteAccess = { ...access, barredClients: 'refused' };
    expect(await statusOf(() => checkAccessFacts(db, agencyOwner, barred, own))).toBe(403);
  });
});
