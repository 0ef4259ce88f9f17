import { type CampaignStatus, FULL_PERMISSIONS, NO_PERMISSIONS, type UserType } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { campaignRowActions, continualTopupOffered, topupStoppedOf } from './campaign-row-rules.ts';

const local = (status: CampaignStatus, payment_term = 'Prepaid') => ({
  status,
  module: 'local' as const,
  payment_term,
});
const owner = { user_type: 'userdownline' as const, permissions: FULL_PERMISSIONS };
const client = { user_type: 'client' as const, permissions: NO_PERMISSIONS };

describe('campaign row actions', () => {
  it.each<[CampaignStatus, string | null, boolean, boolean, boolean]>([
    ['draft', 'activate', false, true, true],
    ['active', null, true, false, false],
    ['paused', 'resume', false, true, true],
    ['stopped', null, false, true, true],
    ['archived', null, false, false, true],
  ])(
    'an agency sees for a %s campaign: start %s, pause %s, archive %s, remove %s',
    (status, start, pause, archive, remove) => {
      expect(campaignRowActions(owner, local(status))).toMatchObject({
        start,
        pause,
        archive,
        remove,
      });
    },
  );

  it('a client may pause, resume and switch top-up, but not archive or remove', () => {
    expect(campaignRowActions(client, local('paused'))).toMatchObject({
      start: 'resume',
      archive: false,
      remove: false,
      topup: true,
    });
  });

  it.each<UserType>(['sales'])('%s only looks (embed code, leads and the checks stay)', (userType) => {
    expect(campaignRowActions({ user_type: userType, permissions: NO_PERMISSIONS }, local('paused'))).toEqual(
      {
        start: null,
        pause: false,
        archive: false,
        remove: false,
        topup: false,
        edit: false,
        pageRules: false,
        leadScoring: false,
        embedCode: true,
        leads: true,
        testTools: true,
        testLead: false,
      },
    );
  });

  it('test tools belong to Site ID campaigns that are not archived; every campaign lists its leads', () => {
    expect(campaignRowActions(owner, local('active'))).toMatchObject({
      testTools: true,
      testLead: true,
      leads: true,
    });
    expect(campaignRowActions(client, local('paused'))).toMatchObject({ testTools: true, testLead: true });
    expect(campaignRowActions(owner, local('archived'))).toMatchObject({ testTools: false, testLead: false });
    expect(
      campaignRowActions(owner, { status: 'active', module: 'locator', payment_term: 'Weekly' }),
    ).toMatchObject({
      testTools: false,
      testLead: false,
      leads: true,
    });
  });

  it('top-up and embed code belong to Site ID campaigns only, and never to archived ones', () => {
    expect(
      campaignRowActions(owner, { status: 'paused', module: 'locator', payment_term: 'Prepaid' }),
    ).toMatchObject({
      topup: false,
      embedCode: false,
    });
    expect(campaignRowActions(owner, local('archived')).topup).toBe(false);
  });

  it.each(['Weekly', 'Monthly', 'One Time'])(
    'continual top-up appears only on Prepaid campaigns (part 2 §4): not on a %s one',
    (term) => {
      expect(campaignRowActions(owner, local('active', term)).topup).toBe(false);
      expect(campaignRowActions(client, local('paused', term)).topup).toBe(false);
    },
  );

  it.each<[CampaignStatus, boolean]>([
    ['draft', true],
    ['active', true],
    ['paused', true],
    ['stopped', true],
    ['archived', false],
  ])('an agency may edit a %s campaign: %s (issue 14)', (status, edit) => {
    expect(campaignRowActions(owner, local(status)).edit).toBe(edit);
  });

  it('a client edits its own campaigns; an administrator needs the LeadsPeek update flag', () => {
    expect(campaignRowActions(client, local('active')).edit).toBe(true);
    const readOnly = {
      user_type: 'administrator' as const,
      permissions: {
        ...NO_PERMISSIONS,
        LeadsPeek: { enable: true, create: true, update: false, delete: true },
      },
    };
    expect(campaignRowActions(readOnly, local('active')).edit).toBe(false);
  });

  it.each<[CampaignStatus, boolean]>([
    ['draft', true],
    ['active', true],
    ['paused', true],
    ['stopped', true],
    ['archived', false],
  ])('page rules (issue 25 item 3) follow Edit: on a %s Site ID campaign %s', (status, shown) => {
    expect(campaignRowActions(owner, local(status)).pageRules).toBe(shown);
    expect(campaignRowActions(client, local(status)).pageRules).toBe(shown);
  });

  it('page rules belong to Site ID campaigns only (issue 25 item 3)', () => {
    for (const module of ['locator', 'enhance', 'b2b'] as const)
      expect(campaignRowActions(owner, { status: 'active', module, payment_term: 'Weekly' }).pageRules).toBe(
        false,
      );
  });

  it('lead scoring (issue 25 item 2) is offered exactly where page rules are: Site ID campaigns, for editors', () => {
    const viewers = [owner, client, { user_type: 'sales' as const, permissions: FULL_PERMISSIONS }];
    const statuses: CampaignStatus[] = ['draft', 'active', 'paused', 'stopped', 'archived'];
    for (const viewer of viewers)
      for (const status of statuses)
        for (const module of ['local', 'locator', 'enhance', 'b2b'] as const) {
          const allowed = campaignRowActions(viewer, { status, module, payment_term: 'Weekly' });
          expect(allowed.leadScoring).toBe(allowed.pageRules);
        }
    expect(campaignRowActions(owner, local('active')).leadScoring).toBe(true);
    expect(campaignRowActions(owner, local('archived')).leadScoring).toBe(false);
  });

  it('page rules are for those who may edit campaigns: never sales, never a role without the update flag', () => {
    const lookOnly = (user_type: UserType, update: boolean) => ({
      user_type,
      permissions: { ...NO_PERMISSIONS, LeadsPeek: { enable: true, create: true, update, delete: true } },
    });
    expect(campaignRowActions(lookOnly('sales', true), local('active')).pageRules).toBe(false);
    expect(campaignRowActions(lookOnly('administrator', false), local('active')).pageRules).toBe(false);
    expect(campaignRowActions(lookOnly('administrator', true), local('active')).pageRules).toBe(true);
    expect(campaignRowActions(lookOnly('administrator', false), local('active')).edit).toBe(false);
  });

  it('a staff role shows only what its LeadsPeek flags hold (part 2 §6)', () => {
    const editor = {
      user_type: 'administrator' as const,
      permissions: {
        ...NO_PERMISSIONS,
        LeadsPeek: { enable: true, create: false, update: true, delete: false },
      },
    };
    expect(campaignRowActions(editor, local('paused'))).toMatchObject({
      start: 'resume',
      archive: false,
      remove: false,
      topup: true,
      testLead: true,
    });
    const withoutRole = { user_type: 'administrator' as const, permissions: NO_PERMISSIONS };
    expect(campaignRowActions(withoutRole, local('paused'))).toMatchObject({
      start: null,
      archive: false,
      topup: false,
      testTools: true,
      testLead: false,
    });
  });
});

describe('the continual top-up wording follows the real state (part 2 §4 "Continual top-up"; issue 16 point 4)', () => {
  const row = (stopped: boolean) =>
    ({ continual_topup_stopped: stopped }) as Parameters<typeof topupStoppedOf>[0];
  it.each([
    [false, undefined, false],
    [true, undefined, true],
    [false, 'T' as const, true],
    [true, 'F' as const, false],
  ])('list row stopped %s, pools answer %s: stopped is %s', (listed, pools, stopped) => {
    expect(topupStoppedOf(row(listed), pools)).toBe(stopped);
  });
});

describe('the switch is offered once continual top-up was chosen (part 2 §3 contiDurationSelection; issue 16 point 4)', () => {
  it.each([
    [undefined, true],
    [{ continual_topup: true, stop_continual: 'F' as const }, true],
    [{ continual_topup: false, stop_continual: 'T' as const }, true],
    [{ continual_topup: false, stop_continual: 'F' as const }, false],
  ])('pools %j: offered %s', (pools, offered) => {
    expect(continualTopupOffered(pools)).toBe(offered);
  });
});
