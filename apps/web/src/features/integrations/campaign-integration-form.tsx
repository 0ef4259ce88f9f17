// One connected integration on one campaign: on or off, its targets (the provider's lists, tags or
// groups, or a spreadsheet's address) and net-new only. Saved on its own button (§8 notifications).
import {
  type CampaignTargetsInput,
  INTEGRATION_PROVIDERS,
  type IntegrationSlug,
  type integrationDetailsResponse,
} from '@lead/shared';
import { Alert, Button, Group, MultiSelect, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { IntegrationStatusBadge } from './integration-status.tsx';
import {
  campaignIntegrationsKey,
  listTargets,
  saveCampaignIntegration,
  type TargetOption,
  targetsKey,
} from './integrations-api.ts';
import { notifySaved, notifySaveFailed } from './save-notice.ts';
import { sheetIdOf } from './sheet-id.ts';
import { SlackAlertFields } from './slack-alert-fields.tsx';
import '../../i18n/en-integrations.ts';

type Detail = z.infer<typeof integrationDetailsResponse>['integrations'][number];
type PickKind = 'list' | 'tag' | 'group';
const targetField = { list: 'lists', tag: 'tags', group: 'groups' } as const satisfies Record<
  PickKind,
  keyof CampaignTargetsInput
>;

type CampaignIntegrationFormProps = { campaignId: number; companyId: number; detail: Detail };

export function CampaignIntegrationForm({ campaignId, companyId, detail }: CampaignIntegrationFormProps) {
  const { t } = useTranslation();
  const provider = INTEGRATION_PROVIDERS[detail.slug];
  const [enabled, setEnabled] = useState(detail.enabled);
  const [chosen, setChosen] = useState<CampaignTargetsInput>(detail.targets);
  const [netNew, setNetNew] = useState(detail.net_new_only);
  const pickKinds = provider.targetKinds.filter(
    (kind): kind is PickKind => kind !== 'sheet' && kind !== 'channel',
  );
  const alerts = provider.alerts === true;
  const targets = useQuery({
    queryKey: targetsKey(companyId, detail.slug),
    queryFn: () => listTargets(companyId, detail.slug),
    enabled: pickKinds.length > 0 || alerts,
  });
  const save = useMutation({
    mutationFn: () =>
      saveCampaignIntegration({
        campaignId,
        slug: detail.slug,
        enabled,
        targets: chosen,
        netNewOnly: provider.netNew && netNew,
      }),
    onSuccess: async (answer) => {
      notifySaved(answer);
      await queryClient.invalidateQueries({ queryKey: campaignIntegrationsKey(campaignId) });
    },
    onError: notifySaveFailed,
  });
  const problems = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const headingId = `campaign-integration-${detail.integration_id}`;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-labelledby={headingId}
      data-testid={`campaign-integration-${detail.slug}`}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={headingId}>
            {detail.name}
          </Title>
          <IntegrationStatusBadge state={detail.status === 'error' ? 'error' : 'connected'} />
        </Group>
        <Switch
          label={t(alerts ? 'integrations.campaign.useAlerts' : 'integrations.campaign.use', {
            provider: provider.name,
          })}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        {enabled && (pickKinds.length > 0 || alerts) && targets.isError && (
          <Alert
            color="red"
            variant="light"
            title={t('integrations.campaign.targetsFailed', { provider: provider.name })}
          >
            {errorMessageOf(targets.error)}
          </Alert>
        )}
        {enabled &&
          pickKinds.map((kind) => (
            <TargetPicker
              key={kind}
              kind={kind}
              slug={detail.slug}
              options={(targets.data ?? []).filter((target) => target.kind === kind)}
              loading={targets.isPending}
              value={chosen[targetField[kind]] ?? []}
              error={problems[`targets.${targetField[kind]}`]}
              onChange={(ids) => setChosen((current) => ({ ...current, [targetField[kind]]: ids }))}
            />
          ))}
        {enabled && alerts && (
          <SlackAlertFields
            value={chosen}
            channels={targets.data ?? []}
            loading={targets.isPending}
            problems={problems}
            onChange={setChosen}
          />
        )}
        {enabled && provider.targetKinds.includes('sheet') && (
          <TextInput
            label={t('integrations.campaign.sheet')}
            description={t('integrations.campaign.sheetHint')}
            value={chosen.sheetId ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setChosen((current) => ({ ...current, sheetId: sheetIdOf(value) }));
            }}
            error={problems['targets.sheetId']}
          />
        )}
        {enabled && provider.netNew && (
          <Switch
            label={t('integrations.campaign.netNew')}
            description={t('integrations.campaign.netNewHint')}
            checked={netNew}
            onChange={(event) => setNetNew(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('integrations.campaign.saveNamed', { provider: provider.name })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type TargetPickerProps = {
  kind: PickKind;
  slug: IntegrationSlug;
  options: TargetOption[];
  loading: boolean;
  value: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
};

function TargetPicker({ kind, slug, options, loading, value, error, onChange }: TargetPickerProps) {
  const { t } = useTranslation();
  const label = t(`integrations.campaign.${targetField[kind]}`);
  const known = new Set(options.map((option) => option.id));
  // A target chosen earlier and since removed at the provider still shows, by its id.
  const data = [
    ...options.map((option) => ({ value: option.id, label: option.name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <MultiSelect
      label={label}
      placeholder={loading ? t('common.loading') : t('integrations.campaign.pick')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={loading}
      error={error}
      nothingFoundMessage={t('integrations.campaign.noTargets', {
        kind: t(`integrations.settingsPage.targetKinds.${kind}`),
        provider: INTEGRATION_PROVIDERS[slug].name,
      })}
    />
  );
}
