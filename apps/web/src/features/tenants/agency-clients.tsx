// An opened agency row: its clients, page by page, from the client list of that agency. Agencies
// can have thousands of clients, so the agency list never carries them.
import { TENANT_LIMITS, type TenantRow } from '@lead/shared';
import { Skeleton, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/list-pager.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { TenantRowView } from './tenant-row.tsx';
import { listTenants, tenantListKey } from './tenants-api.ts';
import '../../i18n/en-tenants.ts';

/** The server matches an agency by its own fields or by a client's (part 2 §1 search). */
export function matchesOwnFields(row: TenantRow, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return [row.company_name, row.name, row.email].some((value) => value.toLowerCase().includes(wanted));
}

type AgencyClientsProps = { agency: TenantRow; search: string; columns: number };

export function AgencyClients({ agency, search, columns }: AgencyClientsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  // An agency found by its own name shows all its clients; one found through a client, the matches.
  const clientSearch = search && !matchesOwnFields(agency, search) ? search : '';
  const request = {
    companyId: agency.company_id,
    idsys: user.idsys,
    userType: 'client' as const,
    sort: { sortby: 'company_name' as const, order: 'asc' as const },
    search: clientSearch,
    page,
    perPage: TENANT_LIMITS.perPage,
  };
  const clients = useQuery({
    queryKey: [...tenantListKey('client', agency.company_id), request],
    queryFn: () => listTenants(request, user.user_type === 'sales'),
    placeholderData: keepPreviousData,
  });
  const cell = (content: React.ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columns} pl={40}>
        {content}
      </Table.Td>
    </Table.Tr>
  );

  if (clients.isPending) return cell(<Skeleton h={28} data-testid="agency-clients-loading" />);
  if (clients.isError)
    return cell(
      <Text size="sm" c="red">
        {errorMessageOf(clients.error)}
      </Text>,
    );
  const { data, total, last_page: lastPage } = clients.data;
  if (data.length === 0)
    return cell(
      <Text size="sm" c="dimmed">
        {t('tenants.list.noClients')}
      </Text>,
    );
  return (
    <>
      {data.map((client) => (
        <TenantRowView key={client.id} row={client} depth={1} />
      ))}
      {lastPage > 1 &&
        cell(
          <ListPager
            page={page}
            perPage={TENANT_LIMITS.perPage}
            lastPage={lastPage}
            total={total}
            shown={data.length}
            onChange={setPage}
          />,
        )}
    </>
  );
}
