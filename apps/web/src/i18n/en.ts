// Every label of the app: the labels every screen may show (app-labels.ts) and each feature's own,
// which its screens load with them (add-labels.ts). The type of every `t` key; tests read it whole.
import { appLabels } from './app-labels.ts';
import { agencyHosts } from './en-agency-hosts.ts';
import { audience } from './en-audience.ts';
import { banners } from './en-banners.ts';
import { betaUsers } from './en-beta-users.ts';
import { billingMethodBlocker, campaignBulk } from './en-campaign-bulk.ts';
import { campaignSetup } from './en-campaign-setup.ts';
import { campaigns } from './en-campaigns.ts';
import { commissions } from './en-commissions.ts';
import { developer } from './en-developer.ts';
import { documents } from './en-documents.ts';
import { enrichment } from './en-enrichment.ts';
import { filing } from './en-filing.ts';
import { generalSetting } from './en-general-setting.ts';
import { heldLeads } from './en-held-leads.ts';
import { integrations } from './en-integrations.ts';
import { invoices } from './en-invoices.ts';
import { leadFlood } from './en-lead-flood.ts';
import { leads } from './en-leads.ts';
import {
  cardForm,
  cardSetting,
  connectedAccount,
  refunds,
  salesConnect,
  sandboxConnect,
  sandboxDecline,
} from './en-payments.ts';
import { pricePresets } from './en-price-presets.ts';
import { profileSetup, questionnaire } from './en-profile-setup.ts';
import { referrals } from './en-referrals.ts';
import { reportAnalytics } from './en-report-analytics.ts';
import { reports } from './en-reports.ts';
import { staff } from './en-staff.ts';
import { startBlockers } from './en-start-blockers.ts';
import { subscriptions } from './en-subscriptions.ts';
import { suppression } from './en-suppression.ts';
import { tenants } from './en-tenants.ts';
import { userLogs } from './en-user-logs.ts';
import { dataWallet } from './en-wallet.ts';

export const en = {
  ...appLabels,
  tenants,
  integrations,
  subscriptions,
  campaigns,
  startBlockers,
  campaignBulk,
  billingMethodBlocker,
  betaUsers,
  campaignSetup,
  pricePresets,
  reports,
  reportAnalytics,
  audience,
  suppression,
  leads,
  heldLeads,
  filing,
  referrals,
  invoices,
  documents,
  leadFlood,
  commissions,
  agencyHosts,
  userLogs,
  staff,
  dataWallet,
  enrichment,
  developer,
  generalSetting,
  profileSetup,
  questionnaire,
  banners,
  cardForm,
  cardSetting,
  refunds,
  sandboxDecline,
  connectedAccount,
  sandboxConnect,
  salesConnect,
} as const;

export type Resources = typeof en;
