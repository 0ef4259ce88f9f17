import type { CampaignStatus, UserType } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { campaignRowActions } from './campaign-row-rules.ts';

const local = (status: CampaignStatus) => ({ status, module: 'local' as const });

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
      expect(campaignRowActions('userdownline', local(status))).toMatchObject({
        start,
        pause,
        archive,
        remove,
      });
    },
  );

  it('a client may pause, resume and switch top-up, but not archive or remove', () => {
    expect(campaignRowActions('client', local('paused'))).toMatchObject({
      start: 'resume',
      archive: false,
      remove: false,
      topup: true,
    });
  });

  it.each<UserType>(['sales'])('%s only looks (the embed code stays)', (userType) => {
    expect(campaignRowActions(userType, local('paused'))).toEqual({
      start: null,
      pause: false,
      archive: false,
      remove: false,
      topup: false,
      embedCode: true,
    });
  });

  it('top-up and embed code belong to Site ID campaigns only, and never to archived ones', () => {
    expect(campaignRowActions('userdownline', { status: 'paused', module: 'locator' })).toMatchObject({
      topup: false,
      embedCode: false,
    });
    expect(campaignRowActions('userdownline', local('archived')).topup).toBe(false);
  });
});
