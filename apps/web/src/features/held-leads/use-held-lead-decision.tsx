// Release or discard, each after a confirmation that says what it does: a release names the client
// and what it will be charged. The server's answer (or why it refused) shows as a notification.
import type { HeldLead, HeldLeadDecision } from '@lead/shared';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { LEADS_KEY } from '../leads/leads-api.ts';
import { dollarsOf } from '../reports/report-format.ts';
import { decideHeldLead, HELD_LEADS_KEY } from './held-leads-api.ts';
import '../../i18n/en-held-leads.ts';

export function useHeldLeadDecision() {
  const { t } = useTranslation();
  const decision = useMutation({
    mutationFn: ({ lead, decision }: { lead: HeldLead; decision: HeldLeadDecision }) =>
      decideHeldLead(lead.id, decision),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('heldLeads.decisionFailed'),
        message: fieldErrorsOf(error).heldLeadId ?? errorMessageOf(error),
      }),
    // Decided or not (someone else may have decided first), the list shows what is still held.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: HELD_LEADS_KEY });
      await queryClient.invalidateQueries({ queryKey: LEADS_KEY });
    },
  });

  const askRelease = (lead: HeldLead) => {
    const price = dollarsOf(lead.price_cents);
    openConfirmAction({
      title: t('heldLeads.releaseTitle'),
      children: (
        <Text size="sm">
          {t('heldLeads.releaseText', { client: lead.company_name, price, campaign: lead.campaign_name })}
        </Text>
      ),
      labels: { confirm: t('heldLeads.releaseConfirm', { price }), cancel: t('common.cancel') },
      onConfirm: () => decision.mutateAsync({ lead, decision: 'release' }),
    });
  };
  const askDiscard = (lead: HeldLead) =>
    openConfirmAction({
      title: t('heldLeads.discardTitle'),
      children: <Text size="sm">{t('heldLeads.discardText', { campaign: lead.campaign_name })}</Text>,
      labels: { confirm: t('heldLeads.discardConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => decision.mutateAsync({ lead, decision: 'discard' }),
    });

  const busyWith = decision.isPending ? decision.variables?.lead.id : undefined;
  return { askRelease, askDiscard, busyWith };
}
