// UI labels of Held for review (issue 12 item 4; merged into en.ts as `heldLeads`); the server's
// answers (released, discarded, no longer held) come from LEAD_FLOOD_MESSAGES in the shared contracts.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const heldLeads = {
  title: 'Held for review',
  intro:
    'When a campaign suddenly makes leads much faster than usual, its new leads are held here instead of being charged and delivered. Release the ones you trust (each is charged once and delivered); discard the rest (never charged).',
  open: 'Held for review',
  openWithCount_one: 'Held for review: {{count}} lead waiting',
  openWithCount_other: 'Held for review: {{count}} leads waiting',
  // The badge's own words first when it is capped (WCAG 2.5.3, label in name), then the exact count.
  openWithCapped: 'Held for review, {{badge}}: {{count}} leads waiting',
  total_one: '{{count}} lead held',
  total_other: '{{count}} leads held',
  columns: {
    held: 'Held',
    campaign: 'Campaign',
    client: 'Client',
    source: 'From',
    page: 'Page',
    price: 'Charge on release',
  },
  release: 'Release',
  discard: 'Discard',
  releaseTitle: 'Release this lead?',
  releaseText:
    '{{client}} will be charged {{price}} for this lead of {{campaign}}, once, and the lead is delivered like any other.',
  releaseConfirm: 'Release and charge {{price}}',
  discardTitle: 'Discard this lead?',
  discardText: 'This lead of {{campaign}} is removed from review. It is never charged and never delivered.',
  discardConfirm: 'Discard',
  decisionFailed: messages.heldLeadsDecisionFailed,
  loadFailed: messages.heldLeadsLoadFailed,
  emptyTitle: 'No leads held for review',
  emptyText:
    'Leads are held here only when a campaign makes them much faster than usual (a flood of page views). You will get an e-mail when that happens.',
};

addLabels({ heldLeads });
