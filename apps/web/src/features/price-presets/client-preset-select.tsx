// The new-client form's price preset (issue 23 point 3): the client's campaigns start from it in the
// wizard's price step. Shown only to agency users who may use presets, and only when there are some.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePricePresets } from './use-price-presets.ts';
import '../../i18n/en-price-presets.ts';

type ClientPresetSelectProps = {
  value: string | null;
  onChange: (presetId: string | null) => void;
  error?: string;
};

export function ClientPresetSelect({ value, onChange, error }: ClientPresetSelectProps) {
  const { t } = useTranslation();
  const { allowed, presets } = usePricePresets();
  if (!allowed || presets.length === 0) return null;
  return (
    <Select
      label={t('pricePresets.forClient')}
      description={t('pricePresets.forClientHint')}
      placeholder={t('pricePresets.noneForClient')}
      data={presets.map((preset) => ({ value: String(preset.id), label: preset.name }))}
      value={value}
      onChange={onChange}
      clearable
      error={error}
    />
  );
}
