// "Add to Slack" in Slack's connect dialog: the server makes Slack's install address (the platform's
// app, a sealed state naming this company); the browser goes there and comes back to Slack's
// settings page. Without a Slack app on this platform, the dialog says to use an incoming webhook.
import { Alert, Button, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { INTEGRATIONS_KEY, slackInstallUrl } from './integrations-api.ts';
import '../../i18n/en-integrations.ts';

export function SlackAppButton({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const available = useQuery({
    queryKey: [...INTEGRATIONS_KEY, 'slack-install', companyId],
    queryFn: () => slackInstallUrl(companyId),
  });
  // The state in the address lives ten minutes: a fresh one is asked for on the click.
  const go = useMutation({
    mutationFn: () => slackInstallUrl(companyId),
    onSuccess: (url) => {
      if (url) window.location.assign(url);
    },
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('integrations.connect.slackIntro')}
      </Text>
      {available.isPending && <Skeleton h={36} radius="sm" />}
      {available.isSuccess && available.data && (
        <Button onClick={() => go.mutate()} loading={go.isPending} data-autofocus>
          {t('integrations.connect.slackAdd')}
        </Button>
      )}
      {available.isSuccess && !available.data && (
        <Text size="sm">{t('integrations.connect.slackNoApp')}</Text>
      )}
      {(available.isError || go.isError) && (
        <Alert color="red" variant="light" title={t('integrations.slack.installFailed')}>
          {errorMessageOf(available.error ?? go.error)}
        </Alert>
      )}
      <Divider label={t('integrations.connect.slackOr')} labelPosition="center" />
    </Stack>
  );
}
