// The agency's look (part 1 §3 "Appearance settings"): five colours and a font, checked by the shared schema.
import { type Appearance, appearanceSetting, FONT_THEMES } from '@lead/shared';
import { Button, ColorInput, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { issuesByField } from './issues-by-field.ts';
import { useSaveSetting } from './use-save-setting.ts';

const COLOURS = ['sidebarcolor', 'templatecolor', 'boxcolor', 'textcolor', 'linkcolor'] as const;

type AppearanceFormProps = { companyId: number; initial: Appearance; canSave: boolean };

export function AppearanceForm({ companyId, initial, canSave }: AppearanceFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Appearance>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveSetting(companyId, 'appearance');
  const server = fieldErrorsOf(save.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = appearanceSetting.safeParse(values);
    setProblems(issuesByField(checked.error));
    if (checked.success) save.mutate(checked.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {COLOURS.map((name) => (
            <ColorInput
              key={name}
              label={t(`generalSetting.colours.${name}`)}
              format="hex"
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              error={problems[name] ?? server[name]}
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
        </SimpleGrid>
        <FormAlert error={save.error} fields={[...COLOURS, 'fonttheme']} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!canSave}>
            {t('generalSetting.saveAppearance')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
