// What the viewer may choose in Basics: the modules the shell shows them (sidebar rule), narrowed
// to the chosen client's products; their clients (staff) and the agency's payment terms.
import {
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  PAYMENT_TERMS,
  type PaymentTerm,
  type TenantRow,
} from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { listClientPage } from '../tenants/client-page-api.ts';
import { campaignSetupKey } from './campaign-setup-api.ts';

export type WizardChoices = {
  choosesClient: boolean;
  /** The clients matching the picker's search (the server pages; the first page is shown). */
  clients: TenantRow[];
  /** How many clients match the search in all, to say when the list is cut short. */
  clientsTotal: number;
  clientSearch: string;
  setClientSearch: (search: string) => void;
  /** Any client row seen so far: the chosen one stays known when a later search leaves it out. */
  clientById: (companyId: number | null) => TenantRow | null;
  clientsLoading: boolean;
  /** The shown clients do not answer the typed search yet (waiting or fetching). */
  clientsSearching: boolean;
  clientsFailed: boolean;
  /** Modules the viewer reaches at all (the sidebar's module entries). */
  viewerModules: LeadModuleKind[];
  modulesFor: (client: TenantRow | null) => LeadModuleKind[];
  termsFor: (client: TenantRow | null) => PaymentTerm[];
};

export function useWizardChoices(): WizardChoices {
  const { facts, view } = useShell();
  const user = useCurrentUser();
  const choosesClient = facts.user_type !== 'client';
  const [clientSearch, setClientSearch] = useState('');
  const [search] = useDebouncedValue(clientSearch.trim(), 250);
  const clients = useQuery({
    queryKey: [...campaignSetupKey, 'clients', user.company_id, search],
    queryFn: () => listClientPage(user.company_id, user.idsys, { search }),
    enabled: choosesClient,
    placeholderData: keepPreviousData,
  });
  const seen = useRef(new Map<number, TenantRow>());
  for (const row of clients.data?.data ?? []) seen.current.set(row.company_id, row);
  const viewerModules = LEAD_MODULE_KINDS.filter((kind) => view.sidebar.includes(`module:${kind}`));

  return {
    choosesClient,
    clients: clients.data?.data ?? [],
    clientsTotal: clients.data?.total ?? 0,
    clientSearch,
    setClientSearch,
    clientById: (companyId) => (companyId === null ? null : (seen.current.get(companyId) ?? null)),
    clientsLoading: choosesClient && clients.isPending,
    clientsSearching: clientSearch.trim() !== search || clients.isFetching,
    clientsFailed: clients.isError,
    viewerModules,
    modulesFor: (client) =>
      client
        ? viewerModules.filter((kind) =>
            client.selected_modules.some((selected) => selected.type === kind && selected.status),
          )
        : viewerModules,
    // A client row carries its agency's terms (rootpaymentterm); a client viewer sees every term
    // and the server refuses one its agency does not offer, naming PaymentTerm.
    termsFor: (client) =>
      client ? PAYMENT_TERMS.filter((term) => client.rootpaymentterm.includes(term)) : [...PAYMENT_TERMS],
  };
}
