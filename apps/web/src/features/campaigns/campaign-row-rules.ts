// Which row actions a campaign shows (part 2 §4 "Campaign", "Continual top-up"): the shared
// transition table decides what its status allows, campaignActionAllowed what the viewer may do.
import {
  type CampaignListRow,
  type CampaignStatus,
  campaignActionAllowed,
  campaignTransition,
  type ManualCampaignAction,
  type UserType,
} from '@lead/shared';

export type CampaignRowActions = {
  /** 'activate' for a draft, 'resume' for a paused campaign. */
  start: 'activate' | 'resume' | null;
  pause: boolean;
  archive: boolean;
  remove: boolean;
  /** Site ID only: the continual top-up switch. */
  topup: boolean;
  /** Site ID only: anyone who sees the campaign may copy its tag. */
  embedCode: boolean;
};

type Row = Pick<CampaignListRow, 'status' | 'module'>;

const may = (userType: UserType, status: CampaignStatus, action: ManualCampaignAction) =>
  campaignActionAllowed(userType, action) &&
  (action === 'continual-topup' || campaignTransition(status, action).allowed);

export function campaignRowActions(userType: UserType, row: Row): CampaignRowActions {
  const siteId = row.module === 'local';
  const startable = may(userType, row.status, 'activate');
  return {
    start: startable ? (row.status === 'draft' ? 'activate' : 'resume') : null,
    pause: may(userType, row.status, 'pause'),
    archive: may(userType, row.status, 'archive'),
    remove: may(userType, row.status, 'remove'),
    // An archived campaign no longer runs, so its top-up has nothing to switch.
    topup: siteId && row.status !== 'archived' && may(userType, row.status, 'continual-topup'),
    embedCode: siteId,
  };
}

/** The list row does not carry the switch yet (see the report); a later contract field wins. */
export const topupStoppedOf = (row: CampaignListRow): boolean => row.continual_topup_stopped;
