// Top bar: menu button (mobile), brand, system settings, view-mode revert, theme toggle, profile menu.
import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { sidebarPath } from '../../lib/shell-paths.ts';
import { brandOf } from './brand.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { SystemSettingsMenu } from './system-settings-menu.tsx';
import { ViewModeRevert } from './view-mode-revert.tsx';

export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const brand = brandOf(user);
  const { facts, view } = useShell();
  // The logo leads home: the Dashboard, else the first page the menu offers.
  const home = (view.home && sidebarPath(view.home, facts)) ?? null;
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleNavigation')}
        />
        {home ? (
          <Anchor
            component={Link}
            to={home}
            underline="never"
            c="inherit"
            aria-label={t('shell.home', { name: brand.name })}
            data-testid="home-link"
          >
            <BrandMark name={brand.name} logo={brand.logo} compact />
          </Anchor>
        ) : (
          <BrandMark name={brand.name} logo={brand.logo} compact />
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SystemSettingsMenu />
        {user.isViewMode && <ViewModeRevert />}
        <ThemeToggle />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
