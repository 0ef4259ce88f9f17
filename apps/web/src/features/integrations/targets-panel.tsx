// What a connected provider offers campaigns (lists, tags, groups), read from the provider through
// our API; campaigns choose among them on the campaign. ClickFunnels tags can be made here.
import { INTEGRATION_PROVIDERS, type IntegrationSlug } from '@lead/shared';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { createClickFunnelsTag, listTargets, targetsKey } from './integrations-api.ts';
import { notifySaveFailed } from './save-notice.ts';
import '../../i18n/en-integrations.ts';

export function TargetsPanel({ slug, companyId }: { slug: IntegrationSlug; companyId: number }) {
  const { t } = useTranslation();
  const provider = INTEGRATION_PROVIDERS[slug];
  const targets = useQuery({
    queryKey: targetsKey(companyId, slug),
    queryFn: () => listTargets(companyId, slug),
  });
  const kinds = provider.targetKinds
    .map((kind) => t(`integrations.settingsPage.targetKinds.${kind}`))
    .join(', ');

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="targets-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.settingsPage.targets', { kind: kinds })}
        </Title>
        {targets.isPending && <Skeleton h={40} radius="sm" data-testid="targets-loading" />}
        {targets.isError && (
          <Alert
            color="red"
            title={t('integrations.settingsPage.targetsFailed', { kind: kinds, provider: provider.name })}
          >
            {errorMessageOf(targets.error)}
            <Button size="xs" variant="light" color="red" ml="sm" onClick={() => void targets.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {targets.isSuccess && targets.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('integrations.settingsPage.noTargets', { kind: kinds, provider: provider.name })}
          </Text>
        )}
        {targets.isSuccess && targets.data.length > 0 && (
          <Group gap="xs">
            {targets.data.map((target) => (
              <Badge key={`${target.kind}-${target.id}`} variant="outline" color="gray" tt="none">
                {target.name}
              </Badge>
            ))}
          </Group>
        )}
        {slug === 'clickfunnels' && <NewClickFunnelsTag companyId={companyId} />}
        <Text size="sm" c="dimmed">
          {t('integrations.settingsPage.campaignHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

function NewClickFunnelsTag({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createClickFunnelsTag(companyId, name.trim()),
    onSuccess: async (answer) => {
      notifications.show({
        color: 'green',
        message: t('integrations.settingsPage.tagCreated', { name: answer.target.name }),
      });
      setName('');
      await queryClient.invalidateQueries({ queryKey: targetsKey(companyId, 'clickfunnels') });
    },
    onError: notifySaveFailed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('integrations.settingsPage.newTag')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
        />
        <Button type="submit" variant="default" loading={create.isPending} disabled={!name.trim()}>
          {t('integrations.settingsPage.createTag')}
        </Button>
      </Group>
    </form>
  );
}
