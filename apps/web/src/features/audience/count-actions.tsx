// The actions of one count: Retry on an error (part 2 §4: disabled while processing and not finished)
// and Apply to campaign on a Success.
import { type CountRow, countOutcome } from '@lead/shared';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ApplyCampaignModal } from './apply-campaign-modal.tsx';
import { AUDIENCE_KEY, countKey, retryCount } from './audience-api.ts';
import '../../i18n/en-audience.ts';

export function CountActions({ row }: { row: CountRow }) {
  const { t } = useTranslation();
  const outcome = countOutcome(row);
  const [applyOpen, setApplyOpen] = useState(false);
  // The attempt a Retry was sent for: until a newer attempt has failed, this one is still processing.
  const [retriedAttempt, setRetriedAttempt] = useState<number | null>(null);
  const retry = useMutation({
    mutationFn: () => retryCount(row),
    onMutate: () => setRetriedAttempt(row.attempts),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: t('audience.retried') });
      queryClient.setQueryData(countKey(answer.id), answer);
      await queryClient.invalidateQueries({ queryKey: [...AUDIENCE_KEY, 'history'] });
    },
    onError: (error) => {
      setRetriedAttempt(null);
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    },
  });
  const processing = retry.isPending || retriedAttempt === row.attempts;

  return (
    <Group gap={6} wrap="nowrap">
      {outcome === 'error' && (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          onClick={() => retry.mutate()}
          disabled={processing}
          loading={retry.isPending}
        >
          {t('audience.retry')}
        </Button>
      )}
      {outcome === 'success' && (
        <>
          <Button size="compact-xs" variant="light" onClick={() => setApplyOpen(true)}>
            {t('audience.apply')}
          </Button>
          <ApplyCampaignModal row={row} opened={applyOpen} onClose={() => setApplyOpen(false)} />
        </>
      )}
    </Group>
  );
}
