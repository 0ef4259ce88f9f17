// Module names and URL slugs of an agency (part 1 §1): checked with the shared schema, then saved.
import {
  DEFAULT_MODULES,
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  type ModuleNaming,
  moduleNamesSetting,
} from '@lead/shared';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { issuesByField } from './issues-by-field.ts';
import { useSaveSetting } from './use-save-setting.ts';
import '../../i18n/en-general-setting.ts';

const FIELDS = LEAD_MODULE_KINDS.flatMap((kind) => [`${kind}.name`, `${kind}.url`]);

type ModuleNamesFormProps = { companyId: number; initial: ModuleNaming; canSave: boolean };

export function ModuleNamesForm({ companyId, initial, canSave }: ModuleNamesFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ModuleNaming>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveSetting(companyId, 'modules');
  const server = fieldErrorsOf(save.error);

  const set =
    (kind: LeadModuleKind, part: 'name' | 'url') => (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [kind]: { ...current[kind], [part]: value } }));
    };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = moduleNamesSetting.safeParse(values);
    setProblems(issuesByField(checked.error));
    if (checked.success) save.mutate(checked.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('generalSetting.modulesIntro')}
        </Text>
        {LEAD_MODULE_KINDS.map((kind) => {
          const module = DEFAULT_MODULES[kind].name;
          return (
            <SimpleGrid key={kind} cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('generalSetting.moduleName', { module })}
                value={values[kind].name}
                onChange={set(kind, 'name')}
                error={problems[`${kind}.name`] ?? server[`${kind}.name`]}
              />
              <TextInput
                label={t('generalSetting.moduleUrl', { module })}
                leftSection="/"
                value={values[kind].url}
                onChange={set(kind, 'url')}
                error={problems[`${kind}.url`] ?? server[`${kind}.url`]}
              />
            </SimpleGrid>
          );
        })}
        <FormAlert error={save.error} fields={FIELDS} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!canSave}>
            {t('generalSetting.saveModules')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
