// What the settlement confirmation says it will charge (issue 15 point 4): the account's failed and
// open invoices with their sum, read before anything is charged.
import { centsToDollars } from '@lead/shared';
import { Alert, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { readOutstanding } from './tenants-api.ts';
import '../../i18n/en-tenants.ts';

const dollars = (cents: number) => `$${centsToDollars(cents)}`;

export const outstandingKey = (userId: number) => ['tenants', 'outstanding', userId] as const;

export function SettleSummary({ userId, company }: { userId: number; company: string }) {
  const { t } = useTranslation();
  const owed = useQuery({ queryKey: outstandingKey(userId), queryFn: () => readOutstanding(userId) });
  if (owed.isError)
    return (
      <Alert color="red" data-testid="settle-summary-error">
        {t('tenants.settle.loadFailed', { message: errorMessageOf(owed.error) })}
      </Alert>
    );
  if (!owed.data)
    return (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm">{t('tenants.settle.loading')}</Text>
        <Skeleton h={40} />
      </Stack>
    );
  const { outstanding_cents: total, invoices } = owed.data;
  if (invoices.length === 0)
    return (
      <Text size="sm" data-testid="settle-summary">
        {t('tenants.settle.nothingOwed', { company })}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="settle-summary">
      <Text size="sm" fw={500}>
        {t('tenants.settle.charge', { amount: dollars(total), company })}
      </Text>
      <List size="sm" spacing={2}>
        {invoices.map((invoice) => (
          <List.Item key={invoice.number}>
            {t('tenants.settle.invoice', {
              number: invoice.number,
              amount: dollars(invoice.total_cents),
              status: t(
                invoice.status === 'failed' ? 'tenants.settle.statusFailed' : 'tenants.settle.statusOpen',
              ),
            })}
            {invoice.last_error && (
              <Text span size="sm" c="dimmed">
                {' — '}
                {t('tenants.settle.lastError', { reason: invoice.last_error })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('tenants.settle.clearsWhenPaid')}
      </Text>
    </Stack>
  );
}
