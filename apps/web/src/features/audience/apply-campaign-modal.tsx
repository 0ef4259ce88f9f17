// Apply to campaign: the count's keywords become the keywords of one of the client's Search ID or
// Enhance ID campaigns (configdata lists them; applycampaign changes it).
import type { AudienceCampaign, CountRow } from '@lead/shared';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';
import { applyToCampaign, configKey, getAudienceConfig } from './audience-api.ts';
import '../../i18n/en-audience.ts';

type ApplyCampaignModalProps = { row: CountRow; opened: boolean; onClose: () => void };

export function ApplyCampaignModal({ row, opened, onClose }: ApplyCampaignModalProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const names = { search: facts.moduleNames.locator.name, enhance: facts.moduleNames.enhance.name };
  const [chosen, setChosen] = useState<string | null>(null);
  const config = useQuery({
    queryKey: configKey(row.company_id),
    queryFn: () => getAudienceConfig(row.company_id),
    enabled: opened,
  });
  const campaigns = config.data?.campaigns ?? [];
  const campaign = campaigns.find((entry) => entry.leadspeek_api_id === chosen) ?? null;

  const apply = useMutation({
    mutationFn: (target: AudienceCampaign) =>
      applyToCampaign(target.leadspeek_api_id, target.module, row.keywords),
    onSuccess: async (answer) => {
      notifications.show({
        color: 'green',
        message: t('audience.applyDone', { id: answer.leadspeek_api_id }),
      });
      await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      onClose();
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('audience.applyTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('audience.applyText')}</Text>
        <Text size="sm" fw={600} data-testid="apply-keywords">
          {row.keywords.join(', ')}
        </Text>
        {config.isPending && <Skeleton h={36} radius="sm" />}
        {config.isError && (
          <Alert color="red" title={t('audience.loadFailed')}>
            {errorMessageOf(config.error)}
          </Alert>
        )}
        {config.isSuccess && campaigns.length === 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('audience.applyNoCampaigns', names)}
            </Text>
            <Button component={Link} to="/campaign-setup?module=locator" variant="light" size="xs">
              {t('audience.applyBuild')}
            </Button>
          </Group>
        )}
        {campaigns.length > 0 && (
          <Select
            label={t('audience.applyCampaign')}
            placeholder={t('audience.applyCampaignPlaceholder', names)}
            data={campaigns.map((entry) => ({
              value: entry.leadspeek_api_id,
              label: `${entry.campaign_name} (#${entry.leadspeek_api_id}) · ${facts.moduleNames[entry.module].name}`,
            }))}
            value={chosen}
            onChange={setChosen}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!campaign}
            loading={apply.isPending}
            onClick={() => campaign && apply.mutate(campaign)}
          >
            {t('audience.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
