// The manual bill switch (part 2 §4): confirm first; a cancel or a failure puts the switch back.
import { messages, type TenantRow } from '@lead/shared';
import { Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client.ts';
import {
  type ManualBillEvent,
  type ManualBillState,
  manualBillShown,
  nextManualBillState,
  STORED,
} from './manual-bill-state.ts';
import { TOOLTIP_DELAY_MS } from './row-action-icon.tsx';
import { setManualBill } from './tenants-api.ts';
import '../../i18n/en-tenants.ts';

export function ManualBillSwitch({ row }: { row: TenantRow }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ManualBillState>(STORED);
  const step = (event: ManualBillEvent) => setState((current) => nextManualBillState(current, event));
  // A refetched list hands the row over as a new object (the query keeps an unchanged one).
  const [rowSeen, setRowSeen] = useState(row);
  if (rowSeen !== row) {
    setRowSeen(row);
    step({ type: 'row-arrived' });
  }
  const checked = manualBillShown(state, row.manual_bill === 'T');

  const save = async (on: boolean) => {
    step({ type: 'confirm' });
    try {
      await setManualBill(row.company_id, on);
    } catch {
      notifications.show({ color: 'red', message: messages.manualBillFailed });
      step({ type: 'failed' });
      return;
    }
    notifications.show({ color: 'green', message: messages.manualBillSaved });
    step({ type: 'saved' });
    await queryClient.invalidateQueries({ queryKey: ['tenants'] });
  };
  const ask = (on: boolean) => {
    step({ type: 'ask', on });
    let confirmed = false;
    modals.openConfirmModal({
      title: on ? t('tenants.manualBill.onTitle') : t('tenants.manualBill.offTitle'),
      children: (
        <Text size="sm">
          {on
            ? t('tenants.manualBill.onText', { company: row.company_name })
            : t('tenants.manualBill.offText', { company: row.company_name })}
        </Text>
      ),
      labels: { confirm: t('tenants.manualBill.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: on ? undefined : 'red' },
      onConfirm: () => {
        confirmed = true;
        void save(on);
      },
      // Cancel, Escape, the close button and a click outside all leave the switch as it was.
      onClose: () => {
        if (!confirmed) step({ type: 'cancel' });
      },
    });
  };

  return (
    <Tooltip label={t('tenants.actions.manualBill')} openDelay={TOOLTIP_DELAY_MS}>
      <Switch
        size="sm"
        aria-label={t('tenants.actions.manualBill')}
        checked={checked}
        disabled={state.phase === 'saving'}
        onChange={(event) => ask(event.currentTarget.checked)}
      />
    </Tooltip>
  );
}
