import { describe, expect, it } from 'vitest';
import { integrationDisplayName, type NamedIntegration } from './integration-names.ts';

describe('integrationDisplayName (issue 23 item 7: a campaign webhook is named by its host)', () => {
  it.each<[NamedIntegration, string]>([
    [
      { slug: 'webhook', campaignId: 7, url: 'https://hooks.example.localhost/leads' },
      'Webhook · hooks.example.localhost',
    ],
    [{ slug: 'webhook', campaignId: 7, url: 'http://127.0.0.1:8080/x' }, 'Webhook · 127.0.0.1:8080'],
    [{ slug: 'webhook', campaignId: 7, url: null }, 'Webhook (this campaign)'],
    [{ slug: 'webhook', campaignId: null, url: 'https://all.example.com/' }, 'Webhook (all campaigns)'],
    [{ slug: 'sendgrid', campaignId: null, url: null }, 'SendGrid'],
    [{ slug: 'googlesheet', campaignId: null, url: null }, 'Google Sheets'],
  ])('%o → %s', (integration, name) => {
    expect(integrationDisplayName(integration)).toBe(name);
  });
});
