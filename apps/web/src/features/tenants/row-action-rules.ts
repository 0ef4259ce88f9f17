// Which row actions a viewer gets on a row (part 2 §6); the API refuses the same cases on its own.
import { can, type ModulePermissions, type TenantRow, type UserType } from '@lead/shared';

export type Viewer = {
  user_type: UserType;
  systemuser: boolean;
  permissions: ModulePermissions;
  /** In a view-as session (nobody views as someone from there). */
  viewing?: boolean;
};

export type RowActions = {
  manualBill: boolean;
  freePlan: boolean;
  setSales: boolean;
  setCost: boolean;
  viewAs: boolean;
  edit: boolean;
  remove: boolean;
  userLogs: boolean;
  settlePayment: boolean;
  addClient: boolean;
  /** The account's invoices (issue 15 item 7). */
  billingHistory: boolean;
};

type RowFacts = Pick<TenantRow, 'user_type' | 'payment_status'>;

export function rowActions(viewer: Viewer, row: RowFacts): RowActions {
  const sales = viewer.user_type === 'sales';
  const agencyRow = row.user_type === 'userdownline';
  return {
    manualBill: !sales && row.user_type !== 'client',
    freePlan: !sales && agencyRow,
    setSales: !sales && viewer.systemuser && agencyRow,
    setCost: agencyRow,
    // Part 2 §2: view-as on every row, for whoever may update Settings (platform staff, an agency's
    // owner, its staff by role; issue 23 item 2), never from a view-as session. The API limits the
    // rows (a sales person's agencies, an agency's own clients).
    viewAs: !viewer.viewing && can(viewer.permissions, 'Settings', 'update'),
    edit: true,
    remove: !sales && can(viewer.permissions, 'Settings', 'delete'),
    userLogs: !sales && agencyRow,
    // Settling a failed payment by manual bill is the platform's decision.
    settlePayment: !sales && viewer.systemuser && row.payment_status === 'failed',
    addClient: agencyRow && can(viewer.permissions, 'Settings', 'create'),
    // Issue 15 item 7: every agency and client row shows its invoices, to all but sales people (who
    // read no invoices).
    billingHistory: !sales,
  };
}

/** Settings permission flags behind the Save buttons (part 2 §6). */
export const canSaveEdits = (viewer: Viewer) => can(viewer.permissions, 'Settings', 'update');
export const canAdd = (viewer: Viewer) => can(viewer.permissions, 'Settings', 'create');
/**
 * The Add button above a list: agencies are added by platform staff; clients directly under the
 * viewer's company by anyone but sales people, who add clients from their agencies' rows.
 */
export const canAddAtTop = (viewer: Viewer, userType: 'userdownline' | 'client') =>
  canAdd(viewer) && (userType === 'client' ? viewer.user_type !== 'sales' : editsProducts(viewer));
/** Payment terms and modules of an agency are chosen by platform staff. */
export const editsProducts = (viewer: Viewer) => viewer.systemuser && viewer.user_type !== 'sales';
