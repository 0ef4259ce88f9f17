// A sales person's commissions (issue 15 point 3): date, agency, invoice, role, rate and amount,
// newest first, with the total of all of them.
import { centsToDollars } from '@lead/shared';
import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { commissionsKey, listCommissions } from './commissions-api.ts';
import '../../i18n/en-commissions.ts';

const dollars = (cents: number) => `$${centsToDollars(cents)}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

export function CommissionsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: commissionsKey(userId), queryFn: () => listCommissions(userId) });
  return (
    <Stack gap="sm" data-testid="sales-commissions">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {t('commissions.listTitle')}
        </Title>
        {list.data && list.data.count > 0 && (
          <Text size="sm" fw={500} data-testid="commissions-total">
            {t('commissions.total', { amount: dollars(list.data.total_cents), count: list.data.count })}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('commissions.listIntro')}
      </Text>
      {list.isError ? (
        <Alert color="red" title={t('commissions.listFailed')}>
          {errorMessageOf(list.error)}
          <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : !list.data ? (
        <Skeleton h={120} />
      ) : list.data.count === 0 ? (
        <Alert color="gray" title={t('commissions.emptyTitle')}>
          {t('commissions.emptyText')}
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('commissions.columns.date')}</Table.Th>
                  <Table.Th>{t('commissions.columns.agency')}</Table.Th>
                  <Table.Th>{t('commissions.columns.invoice')}</Table.Th>
                  <Table.Th>{t('commissions.columns.role')}</Table.Th>
                  <Table.Th ta="right">{t('commissions.columns.rate')}</Table.Th>
                  <Table.Th ta="right">{t('commissions.columns.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.commissions.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <time dateTime={row.created_at}>{day(row.created_at)}</time>
                    </Table.Td>
                    <Table.Td>{row.agency_name}</Table.Td>
                    <Table.Td>{row.invoice_number}</Table.Td>
                    <Table.Td>{t(`commissions.roles.${row.role}`)}</Table.Td>
                    <Table.Td ta="right">{row.rate_percent}%</Table.Td>
                    <Table.Td ta="right">
                      {dollars(row.amount_cents - row.reversed_cents)}
                      {row.reversed_cents > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('commissions.takenBack', { amount: dollars(row.reversed_cents) })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data.count > list.data.commissions.length && (
            <Text size="sm" c="dimmed">
              {t('commissions.shownNewest', { shown: list.data.commissions.length, count: list.data.count })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
