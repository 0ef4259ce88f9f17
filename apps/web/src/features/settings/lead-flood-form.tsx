// The three lead flood rules, each with what it does, checked with the shared schema (its ranges and
// sentences) before saving; the server's field errors stand under their fields.
import { LEAD_FLOOD_RULE_RANGES, type LeadFloodRules, leadFloodRules } from '@lead/shared';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { issuesByField } from './issues-by-field.ts';
import { leadFloodRulesKey, saveLeadFloodRules } from './lead-flood-api.ts';
import '../../i18n/en-lead-flood.ts';

type RuleName = keyof LeadFloodRules;
const RULES = Object.keys(LEAD_FLOOD_RULE_RANGES) as RuleName[];
/** What the inputs hold: a number, or '' while a field is empty. */
type Entered = Record<RuleName, number | string>;

/** An empty or half-typed field is no number: the schema refuses it with the field's sentence. */
const asRules = (entered: Entered) =>
  Object.fromEntries(
    RULES.map((name) => [name, typeof entered[name] === 'number' ? entered[name] : undefined]),
  );

export function LeadFloodForm({ initial }: { initial: LeadFloodRules }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Entered>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveLeadFloodRules,
    onSuccess: (answer, saved) => {
      queryClient.setQueryData(leadFloodRulesKey, saved);
      notifications.show({ color: 'green', message: answer.message });
    },
  });
  const server = fieldErrorsOf(save.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = leadFloodRules.safeParse(asRules(values));
    setProblems(issuesByField(checked.error));
    if (checked.success) save.mutate(checked.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('leadFlood.intro')}
        </Text>
        {RULES.map((name) => (
          <NumberInput
            key={name}
            label={t(`leadFlood.fields.${name}.label`)}
            description={t(`leadFlood.fields.${name}.description`)}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            allowDecimal={false}
            allowNegative={false}
            maw={320}
            error={problems[name] ?? server[name]}
          />
        ))}
        <FormAlert error={save.error} fields={RULES} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('leadFlood.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
