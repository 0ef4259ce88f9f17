// The agency's look (part 1 §3 "Appearance settings"): five colours and a font, checked by the shared
// schema, whose contrast rule (WCAG AA 4.5:1) is shown under each colour as it is chosen, with a live
// preview, and the default payment term (paymenttermDefault) the cost modal and new campaigns start at;
// "Reset to defaults" removes the saved look after a confirmation.
import {
  type AppearanceSettingView,
  appearanceSetting,
  contrastErrors,
  FONT_THEMES,
  PAYMENT_TERMS,
  type PaymentTerm,
} from '@lead/shared';
import { Button, ColorInput, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { AppearancePreview } from './appearance-preview.tsx';
import { issuesByField } from './issues-by-field.ts';
import { useResetAppearance } from './use-reset-appearance.ts';
import { useSaveSetting } from './use-save-setting.ts';
import '../../i18n/en-general-setting.ts';

const COLOURS = ['sidebarcolor', 'templatecolor', 'boxcolor', 'textcolor', 'linkcolor'] as const;

type AppearanceFormProps = { companyId: number; initial: AppearanceSettingView; canSave: boolean };

export function AppearanceForm({ companyId, initial, canSave }: AppearanceFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AppearanceSettingView>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveSetting(companyId, 'appearance');
  const reset = useResetAppearance(companyId, (inherited) => {
    setValues(inherited);
    setProblems({});
    save.reset();
  });
  const server = fieldErrorsOf(save.error);
  // The same rule the API enforces, shown while the colours are chosen.
  const unreadable = contrastErrors(values);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = appearanceSetting.safeParse(values);
    setProblems(issuesByField(checked.error));
    if (checked.success) save.mutate(checked.data);
  };

  const askReset = () =>
    openConfirmAction({
      title: t('generalSetting.resetTitle'),
      children: <Text size="sm">{t('generalSetting.resetText')}</Text>,
      labels: { confirm: t('generalSetting.resetConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => reset.mutateAsync(),
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {COLOURS.map((name) => (
            <ColorInput
              key={name}
              label={t(`generalSetting.colours.${name}`)}
              format="hex"
              eyeDropperButtonProps={{
                'aria-label': t('generalSetting.pickColour', { name: t(`generalSetting.colours.${name}`) }),
              }}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              error={problems[name] ?? server[name] ?? unreadable[name]}
            />
          ))}
          <Select
            label={t('generalSetting.font')}
            data={FONT_THEMES}
            value={values.fonttheme}
            allowDeselect={false}
            onChange={(value) =>
              setValues((current) => ({ ...current, fonttheme: value ?? current.fonttheme }))
            }
            error={problems.fonttheme ?? server.fonttheme}
          />
          <Select
            label={t('generalSetting.paymentTermDefault')}
            description={t('generalSetting.paymentTermDefaultHint')}
            data={[...PAYMENT_TERMS]}
            value={values.paymenttermDefault}
            allowDeselect={false}
            onChange={(value) =>
              setValues((current) => ({
                ...current,
                paymenttermDefault: (value as PaymentTerm | null) ?? current.paymenttermDefault,
              }))
            }
            error={problems.paymenttermDefault ?? server.paymenttermDefault}
          />
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('generalSetting.preview')}
        </Text>
        <AppearancePreview appearance={values} />
        <FormAlert
          error={save.error ?? reset.error}
          fields={[...COLOURS, 'fonttheme', 'paymenttermDefault']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={askReset} loading={reset.isPending} disabled={!canSave}>
            {t('generalSetting.resetAppearance')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!canSave}>
            {t('generalSetting.saveAppearance')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
