// The client an agency or platform user works on (a client user always works on itself): kept in
// ?client= so a reload stays on it; the first client by name until one is chosen. The picker
// searches the server, so agencies with many clients find any of them.
import { type TenantRow, TIMINGS } from '@lead/shared';
import { Alert, Select, Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { listClientPage } from '../tenants/client-page-api.ts';
import { clientsKey } from './audience-api.ts';
import '../../i18n/en-audience.ts';

export function useClientChoice(choosesClient: boolean) {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const clients = useQuery({
    queryKey: clientsKey(user.company_id, debounced),
    queryFn: () => listClientPage(user.company_id, user.idsys, { search: debounced }),
    enabled: choosesClient,
    placeholderData: keepPreviousData,
  });
  // Rows seen so far: the chosen client keeps its name when a later search leaves it out.
  const seen = useRef(new Map<number, TenantRow>());
  for (const row of clients.data?.data ?? []) seen.current.set(row.company_id, row);
  // Until one is chosen: the first client of the unsearched list, kept while the user searches.
  const firstClient = useRef<TenantRow | null>(null);
  if (!firstClient.current && debounced === '') firstClient.current = clients.data?.data[0] ?? null;
  const chosen = seen.current.get(Number(params.get('client'))) ?? firstClient.current;

  return {
    clientId: choosesClient ? (chosen?.company_id ?? null) : user.company_id,
    chosen,
    clients,
    search,
    setSearch,
    choose: (companyId: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('client', String(companyId));
        return next;
      }),
  };
}

export function ClientPicker({ choice }: { choice: ReturnType<typeof useClientChoice> }) {
  const { t } = useTranslation();
  const { clients, chosen } = choice;
  if (clients.isPending) return <Skeleton h={56} maw={420} mb="lg" />;
  if (clients.isError)
    return (
      <Alert color="red" mb="md" title={t('audience.clientsFailed')}>
        {errorMessageOf(clients.error)}
      </Alert>
    );
  if (!chosen && choice.search === '')
    return <EmptyPanel title={t('audience.noClientsTitle')} description={t('audience.noClientsText')} />;
  const rows = clients.data?.data ?? [];
  const shown =
    chosen && !rows.some((row) => row.company_id === chosen.company_id) ? [chosen, ...rows] : rows;
  return (
    <Select
      label={t('audience.client')}
      placeholder={t('audience.clientPlaceholder')}
      data={shown.map((row) => ({ value: String(row.company_id), label: row.company_name }))}
      value={chosen ? String(chosen.company_id) : null}
      onChange={(value) => value && choice.choose(Number(value))}
      searchable
      searchValue={choice.search}
      onSearchChange={choice.setSearch}
      // The server already matched the search; keep its rows.
      filter={({ options }) => options}
      nothingFoundMessage={t('audience.noClientMatch')}
      allowDeselect={false}
      maw={420}
      mb="lg"
    />
  );
}
