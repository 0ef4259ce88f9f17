// What the viewer may choose in Basics: the modules the shell shows them (sidebar rule), narrowed
// to the chosen client's products; their clients (staff) and the agency's payment terms.
import {
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  PAYMENT_TERMS,
  type PaymentTerm,
  type TenantRow,
} from '@lead/shared';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../app/session.tsx';
import { useShell } from '../../app/shell-context.tsx';
import { campaignSetupKey, listClients } from './campaign-setup-api.ts';

export type WizardChoices = {
  choosesClient: boolean;
  clients: TenantRow[];
  clientsLoading: boolean;
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
  const clients = useQuery({
    queryKey: [...campaignSetupKey, 'clients', user.company_id],
    queryFn: () => listClients(user.company_id, user.idsys),
    enabled: choosesClient,
  });
  const viewerModules = LEAD_MODULE_KINDS.filter((kind) => view.sidebar.includes(`module:${kind}`));

  return {
    choosesClient,
    clients: clients.data?.data ?? [],
    clientsLoading: choosesClient && clients.isPending,
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
