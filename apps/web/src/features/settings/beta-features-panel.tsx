// Platform staff decide who sees each beta feature (part 1 §3 "Beta feature flags"): beta or not,
// for every agency or only for chosen beta users.
import { betaFeatureUpdateRequest, featureRoutes } from '@lead/shared';
import { Alert, Button, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../lib/api-client.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { shellFactsKey } from '../../lib/session.tsx';
import { BetaUsersModal, betaFeaturesKey } from './beta-users-modal.tsx';
import '../../i18n/en-general-setting.ts';
import '../../i18n/en-beta-users.ts';

type FeatureUpdate = z.infer<typeof betaFeatureUpdateRequest>;

export function BetaFeaturesPanel() {
  const { t } = useTranslation();
  const [managing, setManaging] = useState<number | null>(null);
  const features = useQuery({
    queryKey: betaFeaturesKey,
    queryFn: () => call(featureRoutes.listBetaFeatures),
  });
  const save = useMutation({
    mutationFn: ({ id, change }: { id: number; change: FeatureUpdate }) =>
      call(featureRoutes.updateBetaFeature, {
        params: { featureId: id },
        body: betaFeatureUpdateRequest.parse(change),
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(betaFeaturesKey, list);
      void queryClient.invalidateQueries({ queryKey: shellFactsKey });
      notifications.show({ color: 'green', message: t('generalSetting.betaSaved') });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });

  if (features.error) return <Alert color="red">{errorMessageOf(features.error)}</Alert>;
  if (!features.data) return <Skeleton h={120} />;
  // Read from the list, so the dialog shows each change the server answers.
  const managingFeature = features.data.features.find((feature) => feature.id === managing);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('generalSetting.betaIntro')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('generalSetting.betaFeature')}</Table.Th>
            <Table.Th>{t('generalSetting.betaIsBeta')}</Table.Th>
            <Table.Th>{t('generalSetting.betaAllAgencies')}</Table.Th>
            <Table.Th>{t('generalSetting.betaUsers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {features.data.features.map((feature) => (
            <Table.Tr key={feature.id}>
              <Table.Td>{feature.name}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('generalSetting.betaIsBetaOf', { name: feature.name })}
                  checked={feature.is_beta}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate({
                      id: feature.id,
                      change: {
                        is_beta: event.currentTarget.checked,
                        apply_to_all_agency: feature.apply_to_all_agency,
                      },
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('generalSetting.betaAllAgenciesOf', { name: feature.name })}
                  checked={feature.apply_to_all_agency}
                  disabled={save.isPending || !feature.is_beta}
                  onChange={(event) =>
                    save.mutate({
                      id: feature.id,
                      change: { is_beta: feature.is_beta, apply_to_all_agency: event.currentTarget.checked },
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t('betaUsers.manageOf', {
                    feature: feature.name,
                    count: feature.beta_users.length,
                  })}
                  onClick={() => setManaging(feature.id)}
                >
                  {t('betaUsers.manage', { count: feature.beta_users.length })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {managingFeature && <BetaUsersModal feature={managingFeature} onClose={() => setManaging(null)} />}
    </Stack>
  );
}
