// Test mode only (sandbox provider): switch the card on file to decline its charges and back, so a
// failed payment can be demonstrated (issue 15 point 2). Each switch asks first.
import type { SandboxCardOutcome } from '@lead/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { queryClient } from '../../lib/query-client.ts';
import {
  paymentConfigKey,
  readPaymentConfig,
  readSandboxCardOutcome,
  sandboxCardOutcomeKey,
  setSandboxCardOutcome,
} from './billing-api.ts';
import '../../i18n/en-payments.ts';

export function SandboxDeclineControl({ last4 }: { last4: string }) {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: paymentConfigKey, queryFn: readPaymentConfig });
  const sandbox = config.data?.provider === 'sandbox';
  const outcome = useQuery({
    queryKey: [...sandboxCardOutcomeKey, last4],
    queryFn: readSandboxCardOutcome,
    enabled: sandbox,
  });
  const change = useMutation({
    mutationFn: setSandboxCardOutcome,
    onSuccess: (answer) => {
      queryClient.setQueryData([...sandboxCardOutcomeKey, last4], answer);
      notifications.show({
        color: answer.outcome === 'succeed' ? 'green' : 'yellow',
        message: answer.message,
      });
    },
  });
  const current = outcome.data?.outcome;
  if (!sandbox || !current) return null;
  const declining = current !== 'succeed';
  const ask = (next: SandboxCardOutcome) =>
    openConfirmAction({
      title: t(next === 'succeed' ? 'sandboxDecline.succeedTitle' : 'sandboxDecline.declineTitle'),
      children: (
        <Text size="sm">
          {t(next === 'succeed' ? 'sandboxDecline.succeedText' : 'sandboxDecline.declineText', { last4 })}
        </Text>
      ),
      labels: {
        confirm: t(next === 'succeed' ? 'sandboxDecline.confirmSucceed' : 'sandboxDecline.confirmDecline'),
        cancel: t('common.cancel'),
      },
      confirmProps: next === 'succeed' ? {} : { color: 'red' },
      onConfirm: () => change.mutateAsync(next),
    });
  return (
    <Paper
      className="wl-box"
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="sandbox-decline-title"
      data-testid="sandbox-decline"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color="yellow" variant="light">
            {t('sandboxDecline.badge')}
          </Badge>
          <Title order={2} size="h5" id="sandbox-decline-title">
            {t('sandboxDecline.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('sandboxDecline.intro')}
        </Text>
        <Text size="sm" fw={600} data-testid="sandbox-decline-state">
          {declining
            ? t('sandboxDecline.declining', { reason: t(`sandboxDecline.reasons.${current}`) })
            : t('sandboxDecline.succeeding')}
        </Text>
        <Group>
          <Button
            variant="light"
            color={declining ? 'green' : 'red'}
            loading={change.isPending}
            onClick={() => ask(declining ? 'succeed' : 'decline')}
          >
            {declining ? t('sandboxDecline.toSucceed') : t('sandboxDecline.toDecline')}
          </Button>
        </Group>
        <FormAlert error={change.error} />
      </Stack>
    </Paper>
  );
}
