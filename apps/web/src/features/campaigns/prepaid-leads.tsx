// What is left of a Prepaid campaign's leads (issue 16 point 4; part 2 §7 remainingbalanceleads):
// 'left of bought' from the campaign's pools, and whether continual top-up buys the next pool.
import { type CampaignListRow, isWalletTerm } from '@lead/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getRemainingLeads, prepaidKey } from './campaigns-api.ts';
import '../../i18n/en-campaigns.ts';

/** The query of a campaign's pools, as the server counts them (the row's hook and Start share it). */
export const prepaidLeadsQuery = (campaignId: string) => ({
  queryKey: prepaidKey(campaignId),
  queryFn: () => getRemainingLeads(campaignId),
});

/** The campaign's pools as the server counts them; only asked for Prepaid campaigns. */
export function usePrepaidLeads(row: Pick<CampaignListRow, 'leadspeek_api_id' | 'payment_term'>) {
  return useQuery({ ...prepaidLeadsQuery(row.leadspeek_api_id), enabled: isWalletTerm(row.payment_term) });
}

/** When a waiting campaign resumes, in the viewer's own zone ('on Mon, Nov 30, 12:00 AM'). */
const resumesAt = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function PrepaidLeads({ row }: { row: CampaignListRow }) {
  const { t } = useTranslation();
  const prepaid = usePrepaidLeads(row);
  if (!isWalletTerm(row.payment_term) || prepaid.isPending) return null;
  if (prepaid.isError)
    return (
      <Text size="xs" c="var(--mantine-color-error)">
        {t('campaigns.prepaid.loadFailed')}
      </Text>
    );
  const answer = prepaid.data;
  // Left 'of' what the open pools were bought with; once every pool is used, of one pool's size.
  const bought = (answer.pools ?? []).reduce(
    (sum, pool) => (pool.status === 'open' ? sum + pool.leads_bought : sum),
    0,
  );
  const stopped =
    answer.stop_continual === undefined ? row.continual_topup_stopped : answer.stop_continual === 'T';
  return (
    <Stack gap={2} data-testid="prepaid-leads">
      <Text size="xs" data-testid="prepaid-left">
        {answer.remaining_balance_leads === null
          ? t('campaigns.prepaid.nothingBought')
          : t('campaigns.prepaid.left', {
              left: String(answer.remaining_balance_leads),
              bought: String(bought || (answer.leads_buy ?? 0)),
            })}
      </Text>
      <Group gap={4}>
        {/* continual_topup is 'chosen and not stopped'; a stopped switch says so either way. */}
        {(answer.continual_topup || stopped) && (
          <Badge size="xs" variant="light" color={stopped ? 'gray' : 'green'}>
            {stopped ? t('campaigns.prepaid.stopped') : t('campaigns.prepaid.continual')}
          </Badge>
        )}
        {answer.paused_for_funds && (
          <Badge size="xs" variant="light" color="orange">
            {t('campaigns.prepaid.pausedForFunds')}
          </Badge>
        )}
      </Group>
      {answer.topup_resumes_at && (
        <Text size="xs" c="dimmed" maw={260} data-testid="prepaid-resumes">
          {t(`campaigns.prepaid.waitingForPeriod.${answer.topup_duration ?? 'weekly'}`, {
            when: resumesAt.format(new Date(answer.topup_resumes_at)),
          })}
        </Text>
      )}
    </Stack>
  );
}
