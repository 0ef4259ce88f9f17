// What a provider card and a settings page do: connect (the webhook's secret answered once), test,
// disconnect and rotate after a confirmation, Google's OAuth connect and revoke, and Salesforce's
// OAuth connect. Successes and
// refusals are notifications (§8); every integration view refreshes afterwards.
import { INTEGRATION_PROVIDERS, type IntegrationSlug, type IntegrationSummary } from '@lead/shared';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { notifyFailure } from '../../lib/failure-toast.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  disconnectIntegration,
  googleCheckConnect,
  googleRevoke,
  INTEGRATIONS_KEY,
  rotateWebhookSecret,
  type SaveIntegrationInput,
  salesforceInstallUrl,
  saveIntegration,
  testIntegration,
} from './integrations-api.ts';
import { notifySaved, notifySaveFailed } from './save-notice.ts';
import '../../i18n/en-integrations.ts';

const refresh = () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });

export function useIntegrationCommands(companyId: number) {
  const { t } = useTranslation();
  const [connecting, setConnecting] = useState<IntegrationSlug | null>(null);
  /** A webhook secret to show once (made or rotated just now). */
  const [secret, setSecret] = useState<string | null>(null);

  const connect = useMutation({
    mutationFn: saveIntegration,
    onSuccess: async (answer) => {
      notifySaved(answer);
      setConnecting(null);
      if (answer.secret) setSecret(answer.secret);
      await refresh();
    },
    // §8: the server's message as a notification, unless it stands under its field already.
    onError: (error) => notifyFailure(error, (field) => field === 'url' || field.startsWith('credentials')),
  });
  const test = useMutation({
    mutationFn: (integration: IntegrationSummary) => testIntegration(integration.id),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onError: notifySaveFailed,
    onSettled: refresh,
  });
  const disconnect = useMutation({
    mutationFn: (integration: IntegrationSummary) =>
      integration.slug === 'googlesheet' ? googleRevoke(companyId) : disconnectIntegration(integration.id),
    onSuccess: notifySaved,
    onError: notifySaveFailed,
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: (integration: IntegrationSummary) => rotateWebhookSecret(integration.id),
    onSuccess: (answer) => {
      notifySaved(answer);
      setSecret(answer.secret);
    },
    onError: notifySaveFailed,
    onSettled: refresh,
  });
  // Google grants access on its own page, which returns to the server's callback and then here.
  const google = useMutation({
    mutationFn: () => googleCheckConnect(companyId),
    onSuccess: (answer) => {
      if (answer.auth_url) window.location.assign(answer.auth_url);
      else void refresh();
    },
    onError: notifySaveFailed,
  });
  // Salesforce too: its sign-in page returns to the server's callback, then to Salesforce's page.
  const salesforce = useMutation({
    mutationFn: () => salesforceInstallUrl(companyId),
    onSuccess: (authUrl) => {
      if (authUrl) window.location.assign(authUrl);
      else notifications.show({ color: 'red', message: t('integrations.salesforce.notSetUp') });
    },
    onError: () => notifications.show({ color: 'red', message: t('integrations.salesforce.installFailed') }),
  });

  const nameOf = (slug: IntegrationSlug) => INTEGRATION_PROVIDERS[slug].name;

  return {
    connect,
    test,
    disconnect,
    rotate,
    google,
    salesforce,
    connecting,
    secret,
    closeSecret: () => setSecret(null),
    closeConnect: () => {
      setConnecting(null);
      connect.reset();
    },
    submitConnect: (input: SaveIntegrationInput) => connect.mutate(input),
    /** Google and Salesforce go to their consent page; every other provider opens its credential form. */
    askConnect: (slug: IntegrationSlug) => {
      if (slug === 'googlesheet') google.mutate();
      else if (slug === 'salesforce') salesforce.mutate();
      else {
        connect.reset();
        setConnecting(slug);
      }
    },
    askDisconnect: (integration: IntegrationSummary) => {
      const provider = nameOf(integration.slug);
      openConfirmAction({
        title: t('integrations.disconnect.title', { provider }),
        children: <Text size="sm">{t('integrations.disconnect.text', { provider })}</Text>,
        labels: { confirm: t('integrations.disconnect.confirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => disconnect.mutateAsync(integration),
      });
    },
    askRotate: (integration: IntegrationSummary) =>
      openConfirmAction({
        title: t('integrations.webhook.rotateTitle'),
        children: <Text size="sm">{t('integrations.webhook.rotateText')}</Text>,
        labels: { confirm: t('integrations.webhook.rotateConfirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => rotate.mutateAsync(integration),
      }),
  };
}

export type IntegrationCommands = ReturnType<typeof useIntegrationCommands>;
