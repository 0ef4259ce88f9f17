// The action icons of one row, as the viewer's role allows (part 2 §6).
import type { TenantRow } from '@lead/shared';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CardIcon,
  CoinIcon,
  CostIcon,
  EyeIcon,
  LogsIcon,
  PencilIcon,
  ReceiptIcon,
  SalesPersonIcon,
  TrashIcon,
  UserPlusIcon,
} from '../../components/action-icons.tsx';
import type { tenants } from '../../i18n/en-tenants.ts';
import { ManualBillSwitch } from './manual-bill-switch.tsx';
import { RowActionIcon } from './row-action-icon.tsx';
import { rowActions } from './row-action-rules.ts';
import { useRowCommands } from './use-row-commands.tsx';
import { useViewer } from './use-viewer.ts';
import '../../i18n/en-tenants.ts';

export type RowDialog = 'sales' | 'cost' | 'logs';
export type RowPanel = 'edit' | 'add' | 'billing';

type RowActionsProps = {
  row: TenantRow;
  panel: RowPanel | null;
  onPanel: (panel: RowPanel) => void;
  onDialog: (dialog: RowDialog) => void;
};

export function RowActions({ row, panel, onPanel, onDialog }: RowActionsProps) {
  const { t } = useTranslation();
  const allowed = rowActions(useViewer(), row);
  const commands = useRowCommands(row);
  const label = (action: keyof typeof tenants.actions) => t(`tenants.actions.${action}`);

  return (
    <Group gap={4} wrap="nowrap">
      {allowed.manualBill && <ManualBillSwitch row={row} />}
      {allowed.freePlan && (
        <RowActionIcon
          label={label('freePlan')}
          icon={<CoinIcon />}
          color="yellow"
          loading={commands.freePlan.isPending}
          onClick={commands.askFreePlan}
        />
      )}
      {allowed.setSales && (
        <RowActionIcon
          label={label('setSales')}
          icon={<SalesPersonIcon />}
          onClick={() => onDialog('sales')}
        />
      )}
      {allowed.setCost && (
        <RowActionIcon label={label('setCost')} icon={<CostIcon />} onClick={() => onDialog('cost')} />
      )}
      {allowed.viewAs && (
        <RowActionIcon
          label={label('viewAs')}
          icon={<EyeIcon />}
          loading={commands.viewAs.isPending}
          onClick={() => commands.viewAs.mutate()}
        />
      )}
      {allowed.edit && (
        <RowActionIcon
          label={label('edit')}
          icon={<PencilIcon />}
          expanded={panel === 'edit'}
          onClick={() => onPanel('edit')}
        />
      )}
      {allowed.addClient && (
        <RowActionIcon
          label={label('addClient')}
          icon={<UserPlusIcon />}
          expanded={panel === 'add'}
          onClick={() => onPanel('add')}
        />
      )}
      {allowed.billingHistory && (
        <RowActionIcon
          label={label('billingHistory')}
          icon={<ReceiptIcon />}
          expanded={panel === 'billing'}
          onClick={() => onPanel('billing')}
        />
      )}
      {allowed.userLogs && (
        <RowActionIcon label={label('userLogs')} icon={<LogsIcon />} onClick={() => onDialog('logs')} />
      )}
      {allowed.settlePayment && (
        <RowActionIcon
          label={label('settlePayment')}
          icon={<CardIcon />}
          color="red"
          loading={commands.settle.isPending}
          onClick={commands.askSettle}
        />
      )}
      {allowed.remove && (
        <RowActionIcon
          label={label('remove')}
          icon={<TrashIcon />}
          color="red"
          loading={commands.remove.isPending}
          onClick={commands.askRemove}
        />
      )}
    </Group>
  );
}
