// Campaign state machine through the API (issue 5 point 2, part 2 §4 "Campaign", §7): every legal and
// illegal transition of PUT /leadspeek/client/activepause, /archive and /remove, with the row and the
// user log it leaves; illegal ones answer 409 naming the current status and change nothing.
import { type CampaignStatus, messages, refusalText } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { statusKit } from './status-kit.ts';

let test: TestApp;
const k = statusKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const agency = 'agency@demo.test';

describe('legal transitions', () => {
  it.each([
    ['draft', 'active', 'active', 'activatedAt'],
    ['paused', 'active', 'active', 'activatedAt'],
    ['active', 'paused', 'paused', null],
  ] as const)('%s → activepause %s → %s, stamped and logged', async (from, sent, to, stamp) => {
    const campaign = await k.campaign(from);
    const response = await k.activePause(agency, campaign.leadspeekApiId, sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: messages.dataUpdated,
      leadspeek_api_id: campaign.leadspeekApiId,
      status: to,
    });
    const row = await k.row(campaign.leadspeekApiId);
    expect(row?.status).toBe(to);
    if (stamp) expect(row?.[stamp]).toBeInstanceOf(Date);
    const logs = await k.logs(campaign.leadspeekApiId);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.description).toContain(`was ${from}`);
  });

  it.each(['draft', 'paused', 'stopped'] as const)(
    '%s → archive → archived, archived_at set',
    async (from) => {
      const campaign = await k.campaign(from);
      const response = await k.archive(agency, campaign.leadspeekApiId);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('archived');
      const row = await k.row(campaign.leadspeekApiId);
      expect(row?.status).toBe('archived');
      expect(row?.archivedAt).toBeInstanceOf(Date);
      expect(await k.logs(campaign.leadspeekApiId)).toHaveLength(1);
    },
  );

  it.each(['draft', 'paused', 'stopped', 'archived'] as const)(
    '%s → remove → removed (the row stays, stamped removed_at, status kept), logged',
    async (from) => {
      const campaign = await k.campaign(from);
      const response = await k.remove(agency, campaign.leadspeekApiId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: messages.campaignRemoved,
        leadspeek_api_id: campaign.leadspeekApiId,
        status: null,
      });
      // Issue 15 item 6: soft removal; the campaign is gone for every reader (see test/removal).
      const row = await k.row(campaign.leadspeekApiId);
      expect(row?.removedAt).toBeInstanceOf(Date);
      expect(row?.status).toBe(from);
      const logs = await k.logs(campaign.leadspeekApiId);
      expect(logs.map((log) => log.description)).toEqual([
        `Campaign ${campaign.leadspeekApiId} (${campaign.campaignName}) removed; was ${from}`,
      ]);
    },
  );

  it('pause then resume the demo campaign 10000001 round-trips', async () => {
    expect((await k.activePause(agency, '10000001', 'paused')).statusCode).toBe(200);
    expect((await k.row('10000001'))?.status).toBe('paused');
    expect((await k.activePause(agency, '10000001', 'active')).statusCode).toBe(200);
    expect((await k.row('10000001'))?.status).toBe('active');
    expect(await k.logs('10000001')).toHaveLength(2);
  });
});

describe('illegal transitions: 409 naming the state, nothing changed', () => {
  it.each([
    ['active', 'activate', 'campaignCannotActivate'],
    ['stopped', 'activate', 'campaignCannotActivate'],
    ['archived', 'activate', 'campaignCannotActivate'],
    ['draft', 'pause', 'campaignCannotPause'],
    ['paused', 'pause', 'campaignCannotPause'],
    ['stopped', 'pause', 'campaignCannotPause'],
    ['archived', 'pause', 'campaignCannotPause'],
    ['active', 'archive', 'campaignPauseFirst'],
    ['archived', 'archive', 'campaignCannotArchive'],
    ['active', 'remove', 'campaignPauseFirst'],
  ] as const)('%s --%s--> 409 %s', async (from: CampaignStatus, action, key) => {
    const campaign = await k.campaign(from);
    const id = campaign.leadspeekApiId;
    const response =
      action === 'activate'
        ? await k.activePause(agency, id, 'active')
        : action === 'pause'
          ? await k.activePause(agency, id, 'paused')
          : action === 'archive'
            ? await k.archive(agency, id)
            : await k.remove(agency, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: refusalText(messages[key], from), status: from });
    expect(response.json().message).toContain(from);
    expect(await k.row(id)).toEqual(campaign);
    expect(await k.logs(id)).toEqual([]);
  });
});
