// Payload fields (spec names, contracts/campaigns.ts) → campaigns columns. Absent fields are left
// out, so an update changes only what it was sent.
import type {
  CampaignCreateRequest,
  campaignGenericFields,
  campaignLocalFields,
  campaignLocatorFields,
} from '@lead/shared';
import type { z } from 'zod';
import type { campaigns } from '../../db/schema/index.ts';

export type CampaignFieldsInput = Partial<
  z.output<typeof campaignGenericFields> &
    z.output<typeof campaignLocalFields> &
    z.output<typeof campaignLocatorFields>
>;
export type CampaignColumns = Partial<typeof campaigns.$inferInsert>;

const MAP = {
  campaignName: 'campaignName',
  companyGroupID: 'companyGroupId',
  clientOrganizationID: 'clientOrganizationId',
  clientCampaignID: 'clientCampaignId',
  clientHidePhone: 'clientHidePhone',
  reportType: 'reportType',
  reportSentTo: 'reportSentTo',
  adminNotifyTo: 'adminNotifyTo',
  leadsAmountNotification: 'leadsAmountNotification',
  startDate: 'startDate',
  endDate: 'endDate',
  timezone: 'timezone',
  phoneenabled: 'phoneEnabled',
  homeaddressenabled: 'homeAddressEnabled',
  requireemailaddress: 'requireEmailAddress',
  reidentificationtype: 'reidentificationType',
  applyreidentificationall: 'applyReidentificationAll',
  targeting: 'targeting',
  LimitLead: 'limitLead',
  LimitLeadFreq: 'limitLeadFreq',
  LimitLeadStart: 'limitLeadStart',
  LimitLeadEnd: 'limitLeadEnd',
  leadsbuy: 'leadsBuy',
  topupoptions: 'topupOptions',
  contiDurationSelection: 'contiDurationSelection',
  urlCode: 'urlCode',
  urlCodeThankyou: 'urlCodeThankyou',
  gtminstalled: 'gtmInstalled',
  locatorkeyword: 'locatorKeyword',
  locatorkeywordcontextual: 'locatorKeywordContextual',
  locatordesc: 'locatorDesc',
  nationaltargeting: 'nationalTargeting',
  locationtarget: 'locationTarget',
  locatorstate: 'locatorState',
  locatorcity: 'locatorCity',
  locatorzip: 'locatorZip',
  locatorrequire: 'locatorRequire',
} as const satisfies Record<keyof CampaignFieldsInput, keyof typeof campaigns.$inferInsert>;

export function columnsOf(fields: CampaignFieldsInput): CampaignColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(MAP)) {
    const value = fields[field as keyof CampaignFieldsInput];
    if (value !== undefined) columns[column] = value;
  }
  return columns as CampaignColumns;
}

/** Site ID fields and Search ID fields belong to their module only. */
export const LOCAL_FIELDS = ['urlCode', 'urlCodeThankyou', 'gtminstalled'] as const;
export const LOCATOR_FIELDS = [
  'locatorkeyword',
  'locatorkeywordcontextual',
  'locatordesc',
  'nationaltargeting',
  'locationtarget',
  'locatorstate',
  'locatorcity',
  'locatorzip',
  'locatorrequire',
] as const satisfies readonly (keyof CampaignCreateRequest)[];
