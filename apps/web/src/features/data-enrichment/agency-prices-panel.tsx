// The platform root's list of what each agency pays per matched row: the root's own price unless it
// named another for that agency. A search narrows long lists; Change opens the agency's price.
import {
  centsToMoneyText,
  ENRICHMENT_MESSAGES,
  type EnrichmentAgencyPrices,
  formatUsdCents,
  parseMoneyText,
  TIMINGS,
} from '@lead/shared';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { enrichmentPricesKey, listAgencyPrices, saveAgencyPrice } from './enrichment-api.ts';
import '../../i18n/en-enrichment.ts';

type AgencyRow = EnrichmentAgencyPrices['agencies'][number];

export function AgencyPricesPanel({ mayChange }: { mayChange: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [editing, setEditing] = useState<AgencyRow | null>(null);
  const list = useQuery({
    queryKey: [...enrichmentPricesKey, 'agencies', q],
    queryFn: () => listAgencyPrices(q),
    placeholderData: keepPreviousData,
  });
  const platformPrice = list.data ? formatUsdCents(list.data.defaultCents) : '';
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('enrichment.agencyPricesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('enrichment.agencyPricesIntro')}
        </Text>
        <TextInput
          label={t('enrichment.agencySearch')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={360}
        />
        {list.isPending && <Skeleton h={100} />}
        {list.isError && <Alert color="red">{errorMessageOf(list.error)}</Alert>}
        {list.data && list.data.agencies.length === 0 && (
          <Text size="sm">{q ? t('enrichment.noAgencyMatches', { q }) : t('enrichment.noAgencies')}</Text>
        )}
        {list.data && list.data.agencies.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="agency-prices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('enrichment.agency')}</Table.Th>
                  <Table.Th>{t('enrichment.pricePerMatch')}</Table.Th>
                  {mayChange && <Table.Th aria-label={t('enrichment.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.agencies.map((agency) => (
                  <Table.Tr key={agency.companyID}>
                    <Table.Td>{agency.companyName}</Table.Td>
                    <Table.Td>
                      {agency.costPerMatchCents === null
                        ? t('enrichment.platformPrice', { price: platformPrice })
                        : formatUsdCents(agency.costPerMatchCents)}
                    </Table.Td>
                    {mayChange && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing(agency)}
                          aria-label={t('enrichment.changeAgencyPrice', { name: agency.companyName })}
                        >
                          {t('enrichment.change')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data?.more && (
          <Text size="sm" c="dimmed">
            {t('enrichment.moreAgencies')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('enrichment.agencyPriceTitle', { name: editing.companyName }) : ''}
      >
        {editing && list.data && (
          <AgencyPriceForm
            agency={editing}
            platformCents={list.data.defaultCents}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Card>
  );
}

type FormProps = { agency: AgencyRow; platformCents: number; onDone: () => void };

function AgencyPriceForm({ agency, platformCents, onDone }: FormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(centsToMoneyText(agency.costPerMatchCents ?? platformCents));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (cents: number | null) => saveAgencyPrice(agency.companyID, cents),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: ENRICHMENT_MESSAGES.agencyPriceSaved });
      await queryClient.invalidateQueries({ queryKey: enrichmentPricesKey });
      onDone();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoneyText(text);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    save.mutate(parsed.cents);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <MoneyInput
          label={t('enrichment.pricePerMatch')}
          value={text}
          onChange={setText}
          error={problem ?? fieldErrorsOf(save.error).costPerMatchCents}
          data-autofocus
        />
        <FormAlert error={save.error} fields={['costPerMatchCents']} />
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => save.mutate(null)}
            disabled={save.isPending || agency.costPerMatchCents === null}
          >
            {t('enrichment.usePlatformPrice', { price: formatUsdCents(platformCents) })}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
