import { MONEY_WORDS, moneyWordInSentence, platformFeeLabel } from '@lead/shared';
import { addLabels } from './add-labels.ts';

// Labels of an agency's named price presets (issue 23 point 3).
export const pricePresets = {
  title: 'Price presets',
  intro: `Named prices you pick for a new client or campaign instead of typing them. Each holds a ${moneyWordInSentence('setupFee')}, a ${platformFeeLabel().toLowerCase()} and a ${moneyWordInSentence('costPerLead')} for every product.`,
  empty: 'No price presets yet',
  emptyText: 'Add one, for example "Standard" and "Premium", to pick it in the campaign price step.',
  add: 'Add preset',
  edit: 'Edit {{name}}',
  remove: 'Delete {{name}}',
  addTitle: 'Add a price preset',
  editTitle: 'Edit price preset',
  name: 'Name',
  namePlaceholder: 'Standard',
  product: 'Product',
  platformFee: MONEY_WORDS.setupFee,
  minCost: platformFeeLabel(),
  costPerLead: MONEY_WORDS.costPerLead,
  startsFromCosts: 'A new preset starts from your cost settings; change what you like.',
  save: 'Save preset',
  removeTitle: 'Delete this price preset?',
  removeText:
    '"{{name}}" will no longer be offered. Campaigns already priced with it keep their prices; clients given it start from your cost settings again.',
  removeConfirm: 'Delete preset',
  summary: '{{setup}} set-up · {{period}} per period · {{perLead}} per lead',
  forClient: 'Price preset',
  forClientHint: 'Their campaigns start from this price',
  noneForClient: 'Your cost settings',
  noPermission: 'You can see the presets; changing them needs the Settings permission.',
};

addLabels({ pricePresets });
