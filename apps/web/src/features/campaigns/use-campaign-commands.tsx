// The status actions of one campaign row (part 2 §4 "Campaign", §7): start/resume (money: confirmed
// with the campaign's charges first), pause, archive and remove (both confirmed first), and the
// Prepaid Site ID continual top-up switch (money: confirmed first). Refusals show the server's
// sentence (409s say what to do), successes a green notice; every list then refreshes.
import {
  type CampaignListRow,
  centsToDollars,
  formatCurrency,
  isWalletTerm,
  MONEY_WORDS,
  messages,
  moneyLine,
  type PaymentTerm,
  platformFeeLabel,
} from '@lead/shared';
import { List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import type { campaigns } from '../../i18n/en-campaigns.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  archiveCampaign,
  CAMPAIGNS_KEY,
  removeCampaign,
  setActivePause,
  setContinualTopup,
} from './campaigns-api.ts';
import { prepaidLeadsQuery } from './prepaid-leads.tsx';
import { type PoolFacts, type StartCharges, startChargesOf } from './start-charges.ts';
import '../../i18n/en-campaigns.ts';
import '../../i18n/en-campaign-bulk.ts';

const refreshLists = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
const refused = (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error) });

const money = (cents: number) => formatCurrency(centsToDollars(cents));

/**
 * A Prepaid campaign's pools (its size and the next pool's price), so Start says what it buys: the
 * row's answer when it has come, else read now. A dialog opened before it came showed no pool and
 * a total without it.
 */
const poolFactsOf = (row: CampaignListRow): Promise<PoolFacts> =>
  isWalletTerm(row.payment_term)
    ? queryClient.ensureQueryData(prepaidLeadsQuery(row.leadspeek_api_id))
    : Promise.resolve(null);

export function useCampaignCommands(row: CampaignListRow) {
  const { t } = useTranslation();
  const id = row.leadspeek_api_id;
  const name = row.campaign_name;
  const done = async (notice: keyof typeof campaigns.notices) => {
    notifications.show({ color: 'green', message: t(`campaigns.notices.${notice}`, { id }) });
    await refreshLists();
  };

  const activePause = useMutation({
    mutationFn: (status: 'active' | 'paused') => setActivePause(id, status),
    onSuccess: (_answer, status) => done(status === 'active' ? 'activated' : 'paused'),
    onError: refused,
  });
  const archive = useMutation({
    mutationFn: () => archiveCampaign(id),
    onSuccess: () => done('archived'),
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: () => removeCampaign(id),
    onSuccess: () => done('removed'),
    onError: refused,
  });
  const topup = useMutation({
    mutationFn: (stop: boolean) => setContinualTopup(id, stop),
    onSuccess: (answer) => done(answer.stop_continual === 'T' ? 'topupStopped' : 'topupRunning'),
    onError: refused,
  });

  return {
    activePause,
    archive,
    remove,
    topup,
    busy: activePause.isPending || archive.isPending || remove.isPending || topup.isPending,
    /** Starting bills the client at the campaign's price: say what, then ask. */
    askStart: async (action: 'activate' | 'resume') => {
      const pool = await poolFactsOf(row);
      openConfirmAction({
        title: t(`campaigns.confirm.${action}Title`, { name }),
        children: (
          <Stack gap="xs">
            {isWalletTerm(row.payment_term) ? (
              <PrepaidCharges charges={startChargesOf(row, pool)} leadsBuy={pool?.leads_buy ?? null} />
            ) : (
              <>
                <Text size="sm">{t('campaigns.confirm.chargesText')}</Text>
                <List size="sm" data-testid="activation-charges">
                  <List.Item>{moneyLine(MONEY_WORDS.setupFee, money(row.platform_fee_cents))}</List.Item>
                  <List.Item>
                    {moneyLine(platformFeeLabel(row.payment_term as PaymentTerm), money(row.min_cost_cents))}
                  </List.Item>
                  <List.Item>{moneyLine(MONEY_WORDS.costPerLead, money(row.cost_per_lead_cents))}</List.Item>
                </List>
                <Text size="sm" c="dimmed">
                  {t('campaigns.confirm.fromCard', { term: row.payment_term })}
                </Text>
              </>
            )}
            <Text size="sm" fw={600} data-testid="activation-total">
              {t('campaignBulk.startTotal', { amount: money(startChargesOf(row, pool).totalCents) })}
            </Text>
          </Stack>
        ),
        labels: { confirm: t(`campaigns.confirm.${action}Confirm`), cancel: t('common.cancel') },
        confirmProps: { color: 'green' },
        onConfirm: () => activePause.mutateAsync('active'),
      });
    },
    /** The switch tops up the Data Wallet from the card (or stops doing so): say which, then ask. */
    askTopup: (stop: boolean) =>
      openConfirmAction({
        title: t(stop ? 'campaigns.confirm.stopTopupTitle' : 'campaigns.confirm.startTopupTitle', { name }),
        children: (
          <Text size="sm">
            {t(stop ? 'campaigns.confirm.stopTopupText' : 'campaigns.confirm.startTopupText')}
          </Text>
        ),
        labels: {
          confirm: stop ? t('campaigns.actions.stopTopup') : t('campaigns.actions.startTopup'),
          cancel: t('common.cancel'),
        },
        onConfirm: () => topup.mutateAsync(stop),
      }),
    askArchive: () =>
      openConfirmAction({
        title: t('campaigns.confirm.archiveTitle', { name }),
        children: <Text size="sm">{t('campaigns.confirm.archiveText')}</Text>,
        labels: { confirm: t('campaigns.actions.archive'), cancel: t('common.cancel') },
        onConfirm: () => archive.mutateAsync(),
      }),
    askRemove: () =>
      openConfirmAction({
        title: t('campaigns.confirm.removeTitle', { name }),
        children: <Text size="sm">{t('campaigns.confirm.removeText', { id })}</Text>,
        labels: { confirm: t('campaigns.actions.remove'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutateAsync(),
      }),
  };
}

/**
 * Issue 16 point 4: starting a Prepaid campaign buys a pool of leads up front (the set-up fee with
 * the first pool), from the client's card or the agency's Data Wallet; the purchase is non-refundable.
 */
function PrepaidCharges({ charges, leadsBuy }: { charges: StartCharges; leadsBuy: number | null }) {
  const { t } = useTranslation();
  const payer = charges.payer;
  return (
    <>
      <Text size="sm">{t('campaigns.confirm.prepaidText')}</Text>
      <List size="sm" data-testid="activation-charges">
        {leadsBuy !== null && charges.poolCents !== null && (
          <List.Item>
            {t('campaigns.confirm.pool', {
              leads: String(leadsBuy),
              perLead: money(charges.poolPerLeadCents ?? 0),
              amount: money(charges.poolCents),
            })}
          </List.Item>
        )}
        <List.Item>{t('campaigns.confirm.poolSetupFee', { amount: money(charges.setupFeeCents) })}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {payer === 'agency_wallet'
          ? t('campaigns.confirm.fromAgencyWallet')
          : payer === 'client_card'
            ? t('campaigns.confirm.fromClientCard')
            : t('campaigns.confirm.fromWallet')}
      </Text>
      <Text size="sm" fw={500}>
        {messages.walletNonRefundable}
      </Text>
    </>
  );
}
