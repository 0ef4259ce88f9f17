// The card form with PAYMENT_PROVIDER=stripe (issue 23 item 2): Stripe Elements' card field, so the
// number never reaches our servers. The API makes a SetupIntent for the signed-in account's customer
// (in view-as: the viewed client's), Stripe.js confirms it here, and the API saves the card it set up.
// Loaded only when Stripe takes cards, so the sandbox build carries none of it.
import type { PaymentConfig, SavedCard } from '@lead/shared';
import { Alert, Button, Group, Input, Skeleton, Stack, TextInput } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession } from '../../lib/session.tsx';
import { cardKey, createCardSetup, saveCard } from './billing-api.ts';
import { loadStripeJs } from './load-stripe-js.ts';
import '../../i18n/en-start-blockers.ts';
import '../../i18n/en-payments.ts';

type StripeCardFormProps = {
  config: PaymentConfig;
  cardholder: string;
  submitLabel: string;
  onSaved: (card: SavedCard) => void;
};

export function StripeCardForm({ config, ...props }: StripeCardFormProps) {
  const { t } = useTranslation();
  const stripe = useQuery({
    queryKey: ['stripe-js', config.publishable_key],
    queryFn: () => loadStripeJs(config.publishable_key ?? '', config.stripe_js_url ?? null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  if (stripe.isPending)
    return <Skeleton h={120} role="status" aria-label={t('startBlockers.stripe.loading')} />;
  if (stripe.isError || !stripe.data)
    return (
      <Alert color="red" role="alert">
        {t('startBlockers.stripe.unavailable')}
      </Alert>
    );
  return (
    <Elements stripe={stripe.data}>
      <ElementsCardForm {...props} />
    </Elements>
  );
}

/** Stripe's answer to a confirmation that did not set the card up, as the field's error. */
class CardSetupRefused extends Error {}

function ElementsCardForm({
  cardholder: initialName,
  submitLabel,
  onSaved,
}: Omit<StripeCardFormProps, 'config'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [cardholder, setCardholder] = useState(initialName);
  const save = useMutation({
    mutationFn: async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new CardSetupRefused(t('startBlockers.stripe.unavailable'));
      const setup = await createCardSetup();
      const confirmed = await stripe.confirmCardSetup(setup.client_secret, {
        payment_method: { card, billing_details: { name: cardholder } },
      });
      if (confirmed.error) throw new CardSetupRefused(confirmed.error.message ?? t('cardForm.number'));
      return saveCard({ tokenid: confirmed.setupIntent.id, cardholder });
    },
    onSuccess: async (answer) => {
      await Promise.all([refreshSession(), queryClient.invalidateQueries({ queryKey: cardKey })]);
      onSaved(answer.card);
    },
  });
  const refusedHere = save.error instanceof CardSetupRefused ? save.error.message : undefined;
  const server = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Input.Wrapper label={t('startBlockers.stripe.card')} error={refusedHere ?? server.tokenid}>
          <div className="stripe-card-field" data-testid="stripe-card-field">
            <CardElement options={{ hidePostalCode: true }} />
          </div>
        </Input.Wrapper>
        <TextInput
          label={t('cardForm.cardholder')}
          autoComplete="cc-name"
          value={cardholder}
          error={server.cardholder}
          onChange={(event) => setCardholder(event.currentTarget.value)}
        />
        {!(save.error instanceof CardSetupRefused) && (
          <FormAlert error={save.error} fields={['tokenid', 'cardholder']} />
        )}
        {save.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="card-saved">
            {save.data.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!stripe}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
