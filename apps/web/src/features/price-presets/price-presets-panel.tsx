// The agency's price presets in its settings (issue 23 point 3): listed with their amounts, added,
// edited or renamed in a dialog, deleted after a confirmation that says what deleting changes.
import { centsToDollars, DEFAULT_PAYMENT_TERM, formatCurrency, type PricePreset } from '@lead/shared';
import { ActionIcon, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from '../../components/action-icons.tsx';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { readCostAgency } from '../tenants/tenants-api.ts';
import { formValuesOfPreset, newPresetValues, type PresetFormValues } from './preset-form-values.ts';
import { PricePresetDialog } from './price-preset-dialog.tsx';
import { listPricePresets, mayUsePresets, pricePresetsKey, removePricePreset } from './price-presets-api.ts';
import '../../i18n/en-price-presets.ts';

const money = (cents: number) => formatCurrency(centsToDollars(cents));

export function PricePresetsPanel() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const user = useCurrentUser();
  const presets = useQuery({ queryKey: pricePresetsKey, queryFn: listPricePresets });
  const costs = useQuery({
    queryKey: ['price-presets', 'costs', user.company_id],
    queryFn: () => readCostAgency(user.company_id),
    retry: false,
  });
  const [editing, setEditing] = useState<{ preset: PricePreset | null; initial: PresetFormValues } | null>(
    null,
  );
  const remove = useMutation({
    mutationFn: (preset: PricePreset) => removePricePreset(preset.id),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricePresetsKey }),
  });
  const may = {
    create: mayUsePresets(facts, 'create'),
    update: mayUsePresets(facts, 'update'),
    delete: mayUsePresets(facts, 'delete'),
  };

  const add = () =>
    setEditing({
      preset: null,
      initial: newPresetValues(costs.data?.data ?? null, costs.data?.dpay ?? DEFAULT_PAYMENT_TERM),
    });
  const askRemove = (preset: PricePreset) =>
    openConfirmAction({
      title: t('pricePresets.removeTitle'),
      children: <Text size="sm">{t('pricePresets.removeText', { name: preset.name })}</Text>,
      labels: { confirm: t('pricePresets.removeConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutateAsync(preset),
    });

  if (presets.isPending) return <Skeleton h={120} />;
  if (presets.isError) return <Text c="red">{errorMessageOf(presets.error)}</Text>;
  const list = presets.data.presets;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('pricePresets.intro')}</Text>
      {!may.create && !may.update && (
        <Text size="sm" c="dimmed">
          {t('pricePresets.noPermission')}
        </Text>
      )}
      {list.length === 0 ? (
        <EmptyPanel
          title={t('pricePresets.empty')}
          description={t('pricePresets.emptyText')}
          action={may.create && <Button onClick={add}>{t('pricePresets.add')}</Button>}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pricePresets.name')}</Table.Th>
                  {Object.entries(facts.moduleNames).map(([module, names]) => (
                    <Table.Th key={module}>{names.name}</Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((preset) => (
                  <Table.Tr key={preset.id}>
                    <Table.Td>{preset.name}</Table.Td>
                    {Object.keys(facts.moduleNames).map((module) => {
                      const price = preset.prices[module as keyof PricePreset['prices']];
                      return (
                        <Table.Td key={module}>
                          {price &&
                            t('pricePresets.summary', {
                              setup: money(price.platformFeeCents),
                              period: money(price.minCostCents),
                              perLead: money(price.costPerLeadCents),
                            })}
                        </Table.Td>
                      );
                    })}
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {may.update && (
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('pricePresets.edit', { name: preset.name })}
                            onClick={() => setEditing({ preset, initial: formValuesOfPreset(preset) })}
                          >
                            <PencilIcon />
                          </ActionIcon>
                        )}
                        {may.delete && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('pricePresets.remove', { name: preset.name })}
                            onClick={() => askRemove(preset)}
                          >
                            <TrashIcon />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {may.create && (
            <Group>
              <Button onClick={add}>{t('pricePresets.add')}</Button>
            </Group>
          )}
        </>
      )}
      {editing && (
        <PricePresetDialog
          preset={editing.preset}
          initial={editing.initial}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
