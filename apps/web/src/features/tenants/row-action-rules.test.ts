import { FULL_PERMISSIONS, NO_PERMISSIONS } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { canAddAtTop, rowActions, type Viewer } from './row-action-rules.ts';

const root: Viewer = { user_type: 'user', systemuser: true, permissions: FULL_PERMISSIONS };
const admin: Viewer = { user_type: 'administrator', systemuser: true, permissions: FULL_PERMISSIONS };
const sales: Viewer = { user_type: 'sales', systemuser: true, permissions: FULL_PERMISSIONS };
const agency: Viewer = { user_type: 'userdownline', systemuser: false, permissions: FULL_PERMISSIONS };
const agencyRow = { user_type: 'userdownline', payment_status: null } as const;
const clientRow = { user_type: 'client', payment_status: null } as const;

const shown = (viewer: Viewer, row: Parameters<typeof rowActions>[1]) =>
  Object.entries(rowActions(viewer, row))
    .filter(([, on]) => on)
    .map(([action]) => action)
    .sort();

describe('row actions (part 2 §6)', () => {
  it.each([
    {
      case: 'root on an agency row: every action but settlement',
      viewer: root,
      row: agencyRow,
      actions: [
        'addClient',
        'billingHistory',
        'edit',
        'freePlan',
        'manualBill',
        'remove',
        'setCost',
        'setSales',
        'userLogs',
        'viewAs',
      ],
    },
    {
      case: 'root on a client row: no manual bill, free plan, set sales, set cost or logs',
      viewer: root,
      row: clientRow,
      actions: ['billingHistory', 'edit', 'remove', 'viewAs'],
    },
    {
      case: 'the platform administrator has the same actions as root',
      viewer: admin,
      row: agencyRow,
      actions: [
        'addClient',
        'billingHistory',
        'edit',
        'freePlan',
        'manualBill',
        'remove',
        'setCost',
        'setSales',
        'userLogs',
        'viewAs',
      ],
    },
    {
      case: 'sales: no manual bill, free plan, set sales, remove, logs, payment icon or billing history',
      viewer: sales,
      row: { user_type: 'userdownline', payment_status: 'failed' } as const,
      actions: ['addClient', 'edit', 'setCost', 'viewAs'],
    },
    {
      case: 'an agency on its client: view as (part 2 §2, issue 23); set sales is for system users only',
      viewer: agency,
      row: clientRow,
      actions: ['billingHistory', 'edit', 'remove', 'viewAs'],
    },
    {
      case: 'agency staff without Settings update: no view as',
      viewer: { ...agency, permissions: NO_PERMISSIONS },
      row: clientRow,
      actions: ['billingHistory', 'edit'],
    },
    {
      case: 'in a view-as session: no view as',
      viewer: { ...agency, viewing: true },
      row: clientRow,
      actions: ['billingHistory', 'edit', 'remove'],
    },
    {
      case: 'a failed payment shows the settlement icon to platform staff',
      viewer: root,
      row: { user_type: 'client', payment_status: 'failed' } as const,
      actions: ['billingHistory', 'edit', 'remove', 'settlePayment', 'viewAs'],
    },
    {
      case: 'an agency does not settle payments',
      viewer: agency,
      row: { user_type: 'client', payment_status: 'failed' } as const,
      actions: ['billingHistory', 'edit', 'remove', 'viewAs'],
    },
    {
      case: 'without Settings delete and create: no remove and no add',
      viewer: { ...root, permissions: NO_PERMISSIONS },
      row: agencyRow,
      actions: ['billingHistory', 'edit', 'freePlan', 'manualBill', 'setCost', 'setSales', 'userLogs'],
    },
  ])('$case', ({ viewer, row, actions }) => {
    expect(shown(viewer, row)).toEqual(actions);
  });
});

describe('the Add button above a list', () => {
  it.each([
    { viewer: root, list: 'userdownline', shown: true },
    { viewer: admin, list: 'userdownline', shown: true },
    { viewer: sales, list: 'userdownline', shown: false },
    { viewer: sales, list: 'client', shown: false },
    { viewer: agency, list: 'client', shown: true },
    { viewer: { ...agency, permissions: NO_PERMISSIONS }, list: 'client', shown: false },
  ] as const)('$viewer.user_type on the $list list: $shown', ({ viewer, list, shown }) => {
    expect(canAddAtTop(viewer, list)).toBe(shown);
  });
});
