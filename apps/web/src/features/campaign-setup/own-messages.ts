// The wizard's own sentences (the spec fixes none for these), translated; shared by create and edit.
import type { TFunction } from 'i18next';
import type { OwnMessages } from './wizard-steps.ts';
import '../../i18n/en-campaign-setup.ts';

export const ownMessagesOf = (t: TFunction): OwnMessages => ({
  productRequired: t('campaignSetup.problems.productRequired'),
  nameRequired: t('campaignSetup.problems.nameRequired'),
  paymentTermRequired: t('campaignSetup.problems.paymentTermRequired'),
  leadsPerPoolRequired: t('campaignSetup.problems.leadsPerPoolRequired'),
  landingPageRequired: t('campaignSetup.problems.landingPageRequired'),
  startDateRequired: t('campaignSetup.problems.startDateRequired'),
  chooseClient: t('campaignSetup.problems.chooseClient'),
  keywordsRequired: t('campaignSetup.problems.keywordsRequired'),
  attributesRequired: t('campaignSetup.problems.attributesRequired'),
  b2bTargetRequired: t('campaignSetup.problems.b2bTargetRequired'),
  wholeNumber: t('campaignSetup.problems.wholeNumber'),
  frequencyRequired: t('campaignSetup.problems.frequencyRequired'),
  dateInvalid: t('campaignSetup.problems.dateInvalid'),
  pastStart: t('campaignSetup.problems.pastStart'),
  timeZoneInvalid: t('campaignSetup.problems.timeZoneInvalid'),
  emailsInvalid: t('campaignSetup.problems.emailsInvalid'),
  tooMany: t('campaignSetup.problems.tooMany'),
});
