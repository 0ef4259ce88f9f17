// /Client, the Clients page of the campaign layout (part 1 §2, part 2 §2 "Campaign and module routes";
// its content is not shown): how one client's campaigns are filed. Agency and platform staff choose
// the client first; a client files its own. Campaign groups per product (/company/group) and
// organizations (/marketing/organization), each added, renamed and deleted after a confirmation;
// and, read-only, the fields each product's leads carry (/get-custom-fields/{slug}).
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ClientPicker, useClientChoice } from '../audience/client-picker.tsx';
import { GroupsPanel } from './groups-panel.tsx';
import { LeadFieldsPanel } from './lead-fields-panel.tsx';
import { OrganizationsPanel } from './organizations-panel.tsx';
import '../../i18n/en-filing.ts';

export function ClientPage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const choosesClient = facts.user_type !== 'client';
  const choice = useClientChoice(choosesClient);
  const { clientId } = choice;
  return (
    <>
      <PageHeader title={t('filing.title')} description={t('filing.intro')} />
      {choosesClient && <ClientPicker choice={choice} />}
      {clientId !== null && (
        <Tabs defaultValue="groups" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="groups">{t('filing.tabs.groups')}</Tabs.Tab>
            <Tabs.Tab value="organizations">{t('filing.tabs.organizations')}</Tabs.Tab>
            <Tabs.Tab value="fields">{t('filing.tabs.fields')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="groups">
            <GroupsPanel key={clientId} companyId={clientId} />
          </Tabs.Panel>
          <Tabs.Panel value="organizations">
            <OrganizationsPanel key={clientId} companyId={clientId} />
          </Tabs.Panel>
          <Tabs.Panel value="fields">
            <LeadFieldsPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
