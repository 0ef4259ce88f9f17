// A CRM integration's field mapping (issue 25 item 5): which property of the HubSpot or Salesforce
// contact each lead field fills. Each row starts with the saved name or the CRM's standard property;
// emptied, the field is not written. The e-mail is the key contacts are matched by and stays fixed.
import {
  CRM_DEFAULT_FIELDS,
  CRM_FIELD_LABELS,
  CRM_LEAD_FIELDS,
  type CrmFieldMap,
  type CrmSlug,
  crmFieldMapOf,
  INTEGRATION_PROVIDERS,
  type IntegrationSummary,
} from '@lead/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { INTEGRATIONS_KEY, saveCrmFieldMap } from './integrations-api.ts';
import { notifySaved, notifySaveFailed } from './save-notice.ts';
import '../../i18n/en-integrations.ts';

export function CrmFieldMapPanel({ integration }: { integration: IntegrationSummary }) {
  const { t } = useTranslation();
  const slug = integration.slug as CrmSlug;
  const provider = INTEGRATION_PROVIDERS[integration.slug].name;
  const [fields, setFields] = useState<CrmFieldMap>(() => crmFieldMapOf(slug, integration.settings));
  const save = useMutation({
    mutationFn: () => saveCrmFieldMap(integration.id, fields),
    onSuccess: async (answer) => {
      notifySaved(answer);
      await queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
    },
    onError: notifySaveFailed,
  });
  const problems = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Paper
      className="wl-box"
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      data-testid="crm-field-map"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.crm.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.crm.intro', { provider })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {CRM_LEAD_FIELDS.map((field) => {
            const standard = CRM_DEFAULT_FIELDS[slug][field];
            return (
              <TextInput
                key={field}
                label={CRM_FIELD_LABELS[field]}
                description={
                  field === 'email'
                    ? t('integrations.crm.emailFixed')
                    : standard
                      ? t('integrations.crm.standard', { property: standard })
                      : t('integrations.crm.noStandard', { provider })
                }
                placeholder={t('integrations.crm.notWritten')}
                value={fields[field]}
                disabled={field === 'email'}
                maxLength={80}
                error={problems[`fields.${field}`]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setFields((current) => ({ ...current, [field]: value }));
                }}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setFields({ ...CRM_DEFAULT_FIELDS[slug] })}>
            {t('integrations.crm.standardAll')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('integrations.crm.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
