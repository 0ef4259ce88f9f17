// The card form (sandbox provider): the number goes for a token, then the token and owner are saved.

import type { SandboxTokenRequest, SavedCard } from '@lead/shared';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS } from '../../components/country-options.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession } from '../../lib/session.tsx';
import { type CardOwner, cardKey, createSandboxToken, saveCard } from './billing-api.ts';
import { type CardFormValues, checkCardForm, emptyCardForm } from './card-form-values.ts';
import '../../i18n/en-payments.ts';

const PAYMENT_COLORS = { 'nothing-due': 'green', paid: 'green', declined: 'red', pending: 'yellow' } as const;

const FIELDS = ['number', 'exp_month', 'exp_year', 'cvc', 'cardholder', 'address', 'city', 'state', 'zip'];

type CardFormProps = { cardholder: string; submitLabel: string; onSaved: (card: SavedCard) => void };

export function CardForm({ cardholder, submitLabel, onSaved }: CardFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardFormValues>(() => emptyCardForm(cardholder));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async ({ card, owner }: { card: SandboxTokenRequest; owner: CardOwner }) => {
      const { tokenid } = await createSandboxToken(card);
      return saveCard({ tokenid, ...owner });
    },
    onSuccess: async (answer) => {
      await Promise.all([refreshSession(), queryClient.invalidateQueries({ queryKey: cardKey })]);
      onSaved(answer.card);
    },
  });
  const server = fieldErrorsOf(save.error);
  const errorOf = (field: keyof CardFormValues) => problems[field] ?? server[field];
  const field = (name: keyof CardFormValues) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCardForm(values);
    setProblems(checked.ok ? {} : checked.problems);
    if (checked.ok) save.mutate({ card: checked.card, owner: checked.owner });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('cardForm.sandboxHint')}
        </Text>
        <TextInput
          label={t('cardForm.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          {...field('number')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            label={t('cardForm.expMonth')}
            placeholder="MM"
            autoComplete="cc-exp-month"
            {...field('exp_month')}
          />
          <TextInput
            label={t('cardForm.expYear')}
            placeholder="YYYY"
            autoComplete="cc-exp-year"
            {...field('exp_year')}
          />
          <TextInput label={t('cardForm.cvc')} inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} />
        </SimpleGrid>
        <TextInput label={t('cardForm.cardholder')} autoComplete="cc-name" {...field('cardholder')} />
        <TextInput label={t('cardForm.address')} autoComplete="address-line1" {...field('address')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label={t('cardForm.city')} autoComplete="address-level2" {...field('city')} />
          <TextInput label={t('cardForm.state')} autoComplete="address-level1" {...field('state')} />
          <TextInput label={t('cardForm.zip')} autoComplete="postal-code" {...field('zip')} />
        </SimpleGrid>
        <Select
          label={t('cardForm.country')}
          data={COUNTRY_OPTIONS}
          searchable
          value={values.country}
          onChange={(country) => setValues((current) => ({ ...current, country: country ?? '' }))}
          error={errorOf('country')}
        />
        <FormAlert error={save.error} fields={FIELDS} />
        {save.isSuccess && (
          // The card is saved either way; a failed payment it was charged with may still decline.
          <Alert
            color={PAYMENT_COLORS[save.data.payment ?? 'nothing-due']}
            variant="light"
            role={save.data.payment === 'declined' ? 'alert' : 'status'}
            data-testid="card-saved"
          >
            {save.data.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
