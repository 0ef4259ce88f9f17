// The integration screens' pure rules, each row citing where it comes from.
import { INTEGRATION_MESSAGES, messages, type ReportSelection } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { settingsPathOf, slugOfPath } from './integration-paths.ts';
import { belongsTo } from './live/live-lead-filter.ts';
import { mayUseIntegrations } from './may-use-integrations.ts';
import { acceptedOrThrow, SaveRefused, savedText } from './save-notice.ts';
import { sheetIdOf } from './sheet-id.ts';

describe('who has Integrations (part 1 §2: client and userdownline only; the agency owner too)', () => {
  it.each([
    ['client', false, true],
    ['userdownline', false, true],
    ['user', false, true],
    ['user', true, false], // the platform's owner
    ['administrator', true, false],
    ['sales', true, false],
  ] as const)('%s (root company: %s) → %s', (user_type, rootcomp, expected) => {
    expect(mayUseIntegrations({ user_type, rootcomp })).toBe(expected);
  });
});

describe('§8 Integration save error', () => {
  it.each([
    [{ result: 'success', message: 'Webhook saved.' }, 'Webhook saved.'],
    [{ result: 'success', message: '' }, 'Changes saved successfully'],
    [{ result: 'success', message: '   ' }, 'Changes saved successfully'],
    [{ message: undefined }, 'Changes saved successfully'],
    [null, 'Changes saved successfully'],
  ])('success %j shows %s', (answer, text) => {
    expect(savedText(answer)).toBe(text);
    expect(INTEGRATION_MESSAGES.saved).toBe('Changes saved successfully');
  });

  it("an answer whose result is 'error' fails with the server's message", () => {
    expect(() =>
      acceptedOrThrow({ result: 'error', message: 'The provider refused these credentials.' }),
    ).toThrow(new SaveRefused('The provider refused these credentials.'));
  });

  it("an 'error' without a message fails with the busy sentence", () => {
    expect(() => acceptedOrThrow({ result: 'error', message: '' })).toThrow(messages.serverError);
  });

  it('a success passes through unchanged', () => {
    const answer = { result: 'success', message: 'ok' };
    expect(acceptedOrThrow(answer)).toBe(answer);
  });

  it('an HTTP refusal is an ApiError whose message is the server’s', () => {
    expect(new ApiError(422, { message: 'This webhook URL points to a private address.' }).message).toBe(
      'This webhook URL points to a private address.',
    );
  });
});

describe('/integrations/{slug}/{name} (part 1 §2)', () => {
  it.each([
    ['webhook', '/integrations/webhook/webhook'],
    ['googlesheet', '/integrations/googlesheet/google-sheets'],
    ['mailboxpower', '/integrations/mailboxpower/mailbox-power'],
  ] as const)('%s → %s', (slug, path) => {
    expect(settingsPathOf(slug)).toBe(path);
    expect(slugOfPath(path.split('/')[2])).toBe(slug);
  });

  it('an unknown slug names no provider', () => {
    expect(slugOfPath('mailchimp')).toBeNull();
    expect(slugOfPath(undefined)).toBeNull();
  });
});

describe('a Google spreadsheet is chosen by its address or its id', () => {
  it.each([
    ['https://docs.google.com/spreadsheets/d/1AbC_d-9/edit#gid=0', '1AbC_d-9'],
    ['  1AbC_d-9  ', '1AbC_d-9'],
    ['', ''],
  ])('%s → %s', (input, id) => expect(sheetIdOf(input)).toBe(id));
});

describe('a live lead belongs to the dashboard of its module and client', () => {
  const lead = {
    id: 1,
    campaign_id: 2,
    leadspeek_api_id: 'abc',
    campaign_name: 'Spring',
    company_id: 40,
    module: 'local' as const,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    city: null,
    state: null,
    created_at: '2026-11-26T06:00:00Z',
  };
  const selection = (
    moduleType: ReportSelection['moduleType'],
    clientId: 'all' | number,
  ): ReportSelection => ({
    moduleType,
    companyId: 10,
    clientId,
  });
  it.each([
    [selection('local', 'all'), true],
    [selection('all', 'all'), true],
    [selection('locator', 'all'), false],
    [selection('local', 40), true],
    [selection('local', 41), false],
  ])('%j → %s', (chosen, expected) => expect(belongsTo(lead, chosen)).toBe(expected));
});
