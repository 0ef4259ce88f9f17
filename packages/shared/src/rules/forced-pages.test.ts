import { describe, expect, it } from 'vitest';
import {
  cardRequired,
  type ForcedPageInput,
  forcedPage,
  leadsManagementAllowed,
  questionnaireAllowed,
} from './forced-pages.ts';

const base: ForcedPageInput = {
  user_type: 'client',
  systemuser: false,
  clientPaymentFailed: false,
  agencyPaymentFailed: false,
  cardSetUp: true,
  profile_setup_completed: 'T',
  disable_client_add_campaign: 'F',
};

describe('forced pages (part 1 §4)', () => {
  it.each([
    ['nothing wrong', {}, 'other', null],
    // client payment failure forces Card Setting
    ['client payment failed', { clientPaymentFailed: true }, 'other', 'card-setting'],
    ['client payment failed, on card setting', { clientPaymentFailed: true }, 'card-setting', null],
    // agency payment failure also forces Card Setting
    [
      'agency payment failed',
      { user_type: 'userdownline', agencyPaymentFailed: true },
      'campaign-management',
      'card-setting',
    ],
    // missing card or card setup not complete sends to Profile Setup
    ['missing card', { cardSetUp: false }, 'other', 'profile-setup'],
    ['profile not complete', { profile_setup_completed: 'F' }, 'other', 'profile-setup'],
    ['missing card, on profile setup', { cardSetUp: false }, 'profile-setup', null],
    // Issue 23 item 2 (part 2 §2 view-as): the viewer adds the account's card on Card Setting.
    [
      'missing card, viewed as, on card setting',
      { cardSetUp: false, isViewMode: true },
      'card-setting',
      null,
    ],
    ['missing card, viewed as, elsewhere', { cardSetUp: false, isViewMode: true }, 'other', null],
    [
      'profile not complete, viewed as, on campaigns',
      { profile_setup_completed: 'F', isViewMode: true },
      'campaign-management',
      null,
    ],
    // A failed payment still sends the viewer to Card Setting: it is what must be fixed first.
    [
      'client payment failed, viewed as',
      { clientPaymentFailed: true, isViewMode: true },
      'other',
      'card-setting',
    ],
    ['missing card, not viewed, on card setting', { cardSetUp: false }, 'card-setting', 'profile-setup'],
    ['system user without card', { user_type: 'user', systemuser: true, cardSetUp: false }, 'other', null],
    ['sales without card', { user_type: 'sales', cardSetUp: false }, 'other', null],
    // disable_client_add_campaign T: campaign-management sends to Dashboard
    [
      'client barred from campaigns',
      { disable_client_add_campaign: 'T' },
      'campaign-management',
      'dashboard',
    ],
    ['client barred from campaigns, elsewhere', { disable_client_add_campaign: 'T' }, 'other', null],
    [
      'agency with the flag is not barred',
      { user_type: 'userdownline', disable_client_add_campaign: 'T' },
      'campaign-management',
      null,
    ],
  ] as const)('%s', (_case, overrides, opening, expected) => {
    expect(forcedPage({ ...base, ...overrides }, opening)).toBe(expected);
  });
});

describe('who must hold a card, answer the questionnaire, open leads-management', () => {
  it.each([
    // part 1 §1: clients must set up a card; agencies pay for their clients
    ['client', false, true, false, false],
    ['userdownline', false, true, true, false],
    ['user', true, false, true, false],
    ['sales', true, false, true, false],
    // part 1 §2: leads-management is for administrators only
    ['administrator', true, false, true, true],
  ] as const)(
    '%s (system %s): card %s, questionnaire %s, leads-management %s',
    (type, system, card, questionnaire, leads) => {
      expect(cardRequired({ user_type: type, systemuser: system })).toBe(card);
      expect(questionnaireAllowed(type)).toBe(questionnaire);
      expect(leadsManagementAllowed(type)).toBe(leads);
    },
  );
});
