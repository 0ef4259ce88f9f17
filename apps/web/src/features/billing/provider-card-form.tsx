// The card form of the provider that takes cards: the sandbox's own form, or Stripe Elements (issue 23
// item 2), whose code (and Stripe.js) loads only when Stripe is the provider.
import type { SavedCard } from '@lead/shared';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { paymentConfigKey, readPaymentConfig } from './billing-api.ts';
import { CardForm } from './card-form.tsx';

const StripeCardForm = lazy(() =>
  import('./stripe-card-form.tsx').then((module) => ({ default: module.StripeCardForm })),
);

type ProviderCardFormProps = { cardholder: string; submitLabel: string; onSaved: (card: SavedCard) => void };

export function ProviderCardForm(props: ProviderCardFormProps) {
  const config = useQuery({ queryKey: paymentConfigKey, queryFn: readPaymentConfig, staleTime: 300_000 });
  if (config.isPending) return <Skeleton h={120} />;
  if (config.data?.provider === 'stripe')
    return (
      <Suspense fallback={<Skeleton h={120} />}>
        <StripeCardForm config={config.data} {...props} />
      </Suspense>
    );
  // The sandbox (and a config that could not be read: the API then answers the sandbox's errors).
  return <CardForm {...props} />;
}
