// Which row actions a campaign shows (part 2 §4 "Campaign", "Continual top-up"): the shared
// transition table decides what its status allows, campaignCommandPermitted what the
// viewer's user type and role flags allow.
import {
  type CampaignListRow,
  type CampaignStatus,
  campaignCommandPermitted,
  campaignPermitted,
  campaignTransition,
  isWalletTerm,
  type ManualCampaignAction,
  type ModulePermissions,
  type UserType,
} from '@lead/shared';

export type CampaignRowActions = {
  /** 'activate' for a draft, 'resume' for a paused campaign. */
  start: 'activate' | 'resume' | null;
  pause: boolean;
  archive: boolean;
  remove: boolean;
  /** Site ID campaigns paid from the Data Wallet (Prepaid) only: the continual top-up switch. */
  topup: boolean;
  /** The campaign's fields (issue 14): those who may update campaigns, never on an archived one. */
  edit: boolean;
  /** Site ID only: the pages never identified and those required (issue 25 item 3), for editors. */
  pageRules: boolean;
  /** Site ID only: the rules that score its leads (issue 25 item 2), for the same editors. */
  leadScoring: boolean;
  /** Site ID only: anyone who sees the campaign may copy its tag. */
  embedCode: boolean;
  /** Anyone who sees the campaign may read its leads. */
  leads: boolean;
  /** Site ID, not archived: the test tools (pixel and site checks for anyone who sees it)… */
  testTools: boolean;
  /** …and the test lead, for those who may update the campaign (never sales). */
  testLead: boolean;
};

type Row = Pick<CampaignListRow, 'status' | 'module' | 'payment_term'>;
export type CampaignViewer = { user_type: UserType; permissions: ModulePermissions };

const may = (viewer: CampaignViewer, status: CampaignStatus, action: ManualCampaignAction) =>
  campaignCommandPermitted(viewer, action) &&
  (action === 'continual-topup' || campaignTransition(status, action).allowed);

export function campaignRowActions(viewer: CampaignViewer, row: Row): CampaignRowActions {
  const siteId = row.module === 'local';
  const startable = may(viewer, row.status, 'activate');
  const testable = siteId && row.status !== 'archived';
  const edit =
    row.status !== 'archived' && viewer.user_type !== 'sales' && campaignPermitted(viewer, 'update');
  return {
    start: startable ? (row.status === 'draft' ? 'activate' : 'resume') : null,
    pause: may(viewer, row.status, 'pause'),
    archive: may(viewer, row.status, 'archive'),
    remove: may(viewer, row.status, 'remove'),
    // Top-up refills a prepaid wallet; an archived campaign no longer runs, so it has nothing to switch.
    topup:
      siteId &&
      isWalletTerm(row.payment_term) &&
      row.status !== 'archived' &&
      may(viewer, row.status, 'continual-topup'),
    edit,
    // Only page views have pages: a search or list campaign has nothing to match.
    pageRules: siteId && edit,
    // Scores weigh page views too: the same campaigns and editors as the page rules.
    leadScoring: siteId && edit,
    embedCode: siteId,
    leads: true,
    testTools: testable,
    testLead: testable && viewer.user_type !== 'sales' && campaignPermitted(viewer, 'update'),
  };
}

/** Continual top-up is stopped: the campaign's pools answer when asked, else the list row says. */
export const topupStoppedOf = (row: CampaignListRow, pools?: 'T' | 'F'): boolean =>
  pools === undefined ? row.continual_topup_stopped : pools === 'T';

/**
 * The switch is offered once continual top-up was chosen for the campaign (topupoptions continual):
 * running, or stopped. A pool bought once has nothing to stop. Unknown until the pools answer: shown.
 */
export const continualTopupOffered = (pools?: {
  continual_topup?: boolean;
  stop_continual?: 'T' | 'F';
}): boolean =>
  pools === undefined ||
  pools.continual_topup === undefined ||
  pools.continual_topup ||
  pools.stop_continual === 'T';
