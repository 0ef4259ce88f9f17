// The sidebar: exactly the entries shellView(facts).sidebar lists, then the Support link when there is one.
import { AppShell, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../components/icons.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { SidebarItem } from './sidebar-item.tsx';

export function Sidebar() {
  const { t } = useTranslation();
  const { facts, view } = useShell();
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <Stack gap={2} data-testid="sidebar-entries">
          {view.sidebar.map((entry) => (
            <SidebarItem key={entry} entry={entry} />
          ))}
        </Stack>
      </AppShell.Section>
      {facts.supportUrl && (
        <AppShell.Section p="xs">
          <NavLink
            component="a"
            href={facts.supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            label={t('sidebar.support')}
            rightSection={<ExternalLinkIcon />}
            className="wl-nav-link"
          />
        </AppShell.Section>
      )}
    </>
  );
}
