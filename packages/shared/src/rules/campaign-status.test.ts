// Issue 5 point 2 and part 2 §4 "Campaign": the transition table, who may act, and when a campaign has ended in its own time zone.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  type CampaignAction,
  type CampaignStatus,
  campaignActionAllowed,
  campaignEnded,
  campaignTransition,
  localDateIn,
  refusalText,
} from './campaign-status.ts';

describe('transition table (issue 5 point 2, part 2 §4)', () => {
  const table: [CampaignStatus, CampaignAction, CampaignStatus | null | string][] = [
    ['draft', 'activate', 'active'],
    ['paused', 'activate', 'active'],
    ['active', 'activate', 'campaignCannotActivate'],
    ['stopped', 'activate', 'campaignCannotActivate'],
    ['archived', 'activate', 'campaignCannotActivate'],
    ['active', 'pause', 'paused'],
    ['draft', 'pause', 'campaignCannotPause'],
    ['paused', 'pause', 'campaignCannotPause'],
    ['stopped', 'pause', 'campaignCannotPause'],
    ['archived', 'pause', 'campaignCannotPause'],
    ['draft', 'archive', 'archived'],
    ['paused', 'archive', 'archived'],
    ['stopped', 'archive', 'archived'],
    ['active', 'archive', 'campaignPauseFirst'],
    ['archived', 'archive', 'campaignCannotArchive'],
    ['draft', 'remove', null],
    ['paused', 'remove', null],
    ['stopped', 'remove', null],
    ['archived', 'remove', null],
    ['active', 'remove', 'campaignPauseFirst'],
    ['active', 'stop', 'stopped'],
    ['paused', 'stop', 'stopped'],
  ];
  it.each(table)('%s --%s--> %s', (from, action, expected) => {
    const outcome = campaignTransition(from, action);
    if (expected === null || (CAMPAIGN_STATES as readonly string[]).includes(expected)) {
      expect(outcome).toEqual({ allowed: true, to: expected });
    } else {
      expect(outcome).toEqual({ allowed: false, refused: expected });
    }
  });

  it('the end-date stop never touches a draft, stopped or archived campaign', () => {
    for (const from of ['draft', 'stopped', 'archived'] as const)
      expect(campaignTransition(from, 'stop').allowed).toBe(false);
  });

  it('refusals name the current status and what to do', () => {
    expect(refusalText(messages.campaignPauseFirst, 'active')).toBe(
      'This campaign is active. Pause it first, then try again.',
    );
    expect(refusalText(messages.campaignCannotActivate, 'archived')).toContain('is archived');
  });
});
const CAMPAIGN_STATES = ['draft', 'active', 'paused', 'stopped', 'archived'] as const;

describe('who may act', () => {
  it.each([
    ['userdownline', 'archive', true],
    ['user', 'remove', true],
    ['administrator', 'activate', true],
    ['client', 'activate', true],
    ['client', 'pause', true],
    ['client', 'continual-topup', true],
    ['client', 'archive', false],
    ['client', 'remove', false],
    ['sales', 'pause', false],
    ['sales', 'activate', false],
  ] as const)('%s %s → %s', (userType, action, allowed) => {
    expect(campaignActionAllowed(userType, action)).toBe(allowed);
  });
});

describe('end date in the campaign’s own zone', () => {
  // 2026-03-10 06:30 UTC is 23:30 on the 9th in Los Angeles (PDT, UTC-7) and 02:30 on the 10th in New York.
  const lateInLosAngeles = new Date('2026-03-10T06:30:00Z');
  it('local dates differ across zones at the same instant', () => {
    expect(localDateIn(lateInLosAngeles, 'America/Los_Angeles')).toBe('2026-03-09');
    expect(localDateIn(lateInLosAngeles, 'America/New_York')).toBe('2026-03-10');
  });
  it('a campaign runs through its end date and has ended the next local day', () => {
    expect(campaignEnded('2026-03-09', 'America/Los_Angeles', lateInLosAngeles)).toBe(false);
    expect(campaignEnded('2026-03-09', 'America/New_York', lateInLosAngeles)).toBe(true);
    expect(campaignEnded(null, 'America/New_York', lateInLosAngeles)).toBe(false);
  });
  it('an unknown zone falls back to America/Chicago instead of throwing', () => {
    expect(localDateIn(new Date('2026-03-10T04:30:00Z'), 'Mars/Olympus')).toBe('2026-03-09');
  });
});
