// The agency's embedded code (part 1 §3 "Embedded-code setting"): a snippet (analytics, chat) put into
// the pages of the agency's own site only, at the end of the head, the start or the end of the body.
import {
  EMBED_PLACES,
  EMBEDDED_CODE_MAX,
  type EmbeddedCode,
  embeddedCodeSetting,
  settingsRoutes as routes,
} from '@lead/shared';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api-client.ts';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { issuesByField } from './issues-by-field.ts';
import '../../i18n/en-general-setting.ts';

type EmbeddedCodePanelProps = { companyId: number; canSave: boolean };

export function EmbeddedCodePanel({ companyId, canSave }: EmbeddedCodePanelProps) {
  const { t } = useTranslation();
  const key = ['setting', companyId, 'rootAgencyEmbeddedCode'];
  const saved = useQuery({
    queryKey: key,
    queryFn: () => call(routes.readEmbeddedCode, { params: { companyID: companyId } }),
  });
  const [values, setValues] = useState<EmbeddedCode | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  useEffect(() => {
    if (saved.data && !values) setValues(saved.data);
  }, [saved.data, values]);
  const save = useMutation({
    mutationFn: (code: EmbeddedCode) =>
      call(routes.saveEmbeddedCode, { params: { companyID: companyId }, body: code }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const server = fieldErrorsOf(save.error);

  if (!values) return saved.error ? <FormAlert error={saved.error} /> : <Skeleton h={160} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = embeddedCodeSetting.safeParse(values);
    setProblems(issuesByField(checked.error));
    if (checked.success) save.mutate(checked.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('generalSetting.embedIntro')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="embed-place-label">
            {t('generalSetting.embedPlace')}
          </Text>
          <SegmentedControl
            aria-labelledby="embed-place-label"
            data={EMBED_PLACES.map((place) => ({
              value: place,
              label: t(`generalSetting.embedPlaces.${place}`),
            }))}
            value={values.placeEmbedded}
            onChange={(place) =>
              setValues({ ...values, placeEmbedded: place as EmbeddedCode['placeEmbedded'] })
            }
          />
        </Stack>
        <Textarea
          label={t('generalSetting.embedCode')}
          description={t('generalSetting.embedCount', {
            count: values.embeddedcode.length,
            max: EMBEDDED_CODE_MAX.toLocaleString('en-US'),
          })}
          autosize
          minRows={5}
          maxRows={16}
          spellCheck={false}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          value={values.embeddedcode}
          onChange={(event) => setValues({ ...values, embeddedcode: event.currentTarget.value })}
          error={problems.embeddedcode ?? server.embeddedcode}
        />
        <FormAlert error={save.error} fields={['embeddedcode', 'placeEmbedded']} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!canSave}>
            {t('generalSetting.embedSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
