// The system-settings dropdown: the configuration links the shared rules allow (shellView.configurationRoutes).
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsIcon } from '../../components/icons.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { configurationPath } from '../../lib/shell-paths.ts';

export function SystemSettingsMenu() {
  const { t } = useTranslation();
  const { view } = useShell();
  if (view.configurationRoutes.length === 0) return null;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Tooltip label={t('systemSettings.title')}>
          <ActionIcon variant="default" size="lg" aria-label={t('systemSettings.title')}>
            <SettingsIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="system-settings-menu">
        <Menu.Label>{t('systemSettings.title')}</Menu.Label>
        {view.configurationRoutes.map((route) => (
          <Menu.Item key={route} component={Link} to={configurationPath(route)} data-route={route}>
            {t(`configurationPages.${route}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
