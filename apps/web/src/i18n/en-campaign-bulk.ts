import { MONEY_WORDS, messages, moneyWordInSentence } from '@lead/shared';
import { addLabels } from './add-labels.ts';
// Several campaigns at once (issue 23 point 8): selection, the one confirmation and the results.
export const campaignBulk = {
  startTotal: 'Charged at the start: {{amount}}',
  selectAll: 'Select every campaign on this page',
  selectOne: 'Select {{name}}',
  selected_one: '{{count}} campaign selected',
  selected_other: '{{count}} campaigns selected',
  pause: 'Pause selected',
  resume: 'Resume selected',
  clear: 'Clear selection',
  toolbar: 'Actions for the selected campaigns',
  pauseTitle_one: 'Pause {{count}} campaign?',
  pauseTitle_other: 'Pause {{count}} campaigns?',
  pauseText: 'They stop taking leads until they are resumed. Nothing is charged.',
  pauseConfirm: 'Pause campaigns',
  resumeTitle_one: 'Resume {{count}} campaign?',
  resumeTitle_other: 'Resume {{count}} campaigns?',
  resumeText:
    'Each campaign starts as it would on its own, billed at its own price. What each is charged at the start:',
  resumeConfirm: 'Resume and bill',
  campaign: 'Campaign',
  charges: 'Charged at the start',
  chargesOf: `${MONEY_WORDS.setupFee} {{setupFee}} + {{rest}}`,
  platformFee: `${moneyWordInSentence('platformFee')} {{amount}}`,
  pool: 'pool {{amount}}',
  poolUnknown: 'the pool at its price',
  sum: 'Total for {{count}} campaigns: {{amount}}',
  perLeadNote: `Leads beyond these are billed at each campaign’s ${moneyWordInSentence('costPerLead')}.`,
  loadingCharges: 'Reading each campaign’s charges…',
  resultsTitle: 'What happened',
  done: 'Done',
  refused: 'Not changed',
  resultsSummary: '{{done}} changed, {{refused}} not changed.',
  close: 'Close',
  failed: messages.bulkCampaignsFailed,
};

/** The billing method waits for running campaigns (issue 23 point 8). */
export const billingMethodBlocker = {
  title_one: '{{count}} campaign is running',
  title_other: '{{count}} campaigns are running',
  pause_one: 'Pause the running campaign',
  pause_other: 'Pause the {{count}} running campaigns',
};

addLabels({ campaignBulk, billingMethodBlocker });
