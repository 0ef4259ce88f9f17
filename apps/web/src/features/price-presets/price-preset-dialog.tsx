// Adds or edits (and so renames) one price preset: a name and the three amounts per product. The
// server's 422 lands on the field it names ('prices.enhance.CostSet').
import { LEAD_MODULE_KINDS, type PricePreset } from '@lead/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/money-input.tsx';
import { ApiError, errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { type PresetAmounts, type PresetFormValues, requestOf } from './preset-form-values.ts';
import { createPricePreset, pricePresetsKey, updatePricePreset } from './price-presets-api.ts';
import '../../i18n/en-price-presets.ts';

type PricePresetDialogProps = {
  /** The preset being edited; null adds a new one. */
  preset: PricePreset | null;
  initial: PresetFormValues;
  onClose: () => void;
};

const AMOUNTS: { key: keyof PresetAmounts; label: 'platformFee' | 'minCost' | 'costPerLead' }[] = [
  { key: 'PlatformFee', label: 'platformFee' },
  { key: 'CostMonth', label: 'minCost' },
  { key: 'CostSet', label: 'costPerLead' },
];

export function PricePresetDialog({ preset, initial, onClose }: PricePresetDialogProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      preset ? updatePricePreset(preset.id, requestOf(values)) : createPricePreset(requestOf(values)),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: pricePresetsKey });
      onClose();
    },
    onError: (error) => {
      setProblems(fieldErrorsOf(error));
      if (!(error instanceof ApiError && error.status === 422))
        notifications.show({ color: 'red', message: errorMessageOf(error) });
    },
  });
  const setAmount = (module: keyof PresetFormValues['prices'], key: keyof PresetAmounts, text: string) =>
    setValues((current) => ({
      ...current,
      prices: { ...current.prices, [module]: { ...current.prices[module], [key]: text } },
    }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={preset ? t('pricePresets.editTitle') : t('pricePresets.addTitle')}
      size="xl"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setProblems({});
          save.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={t('pricePresets.name')}
            placeholder={t('pricePresets.namePlaceholder')}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            error={problems.name}
            required
            data-autofocus
          />
          {!preset && (
            <Text size="sm" c="dimmed">
              {t('pricePresets.startsFromCosts')}
            </Text>
          )}
          {LEAD_MODULE_KINDS.map((module) => (
            <fieldset key={module} style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={3} size="h6" component="legend" mb={4}>
                {facts.moduleNames[module].name}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {AMOUNTS.map(({ key, label }) => (
                  <MoneyInput
                    key={key}
                    label={`${facts.moduleNames[module].name}: ${t(`pricePresets.${label}`)}`}
                    value={values.prices[module][key]}
                    onChange={(text) => setAmount(module, key, text)}
                    error={problems[`prices.${module}.${key}`]}
                  />
                ))}
              </SimpleGrid>
            </fieldset>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('pricePresets.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
