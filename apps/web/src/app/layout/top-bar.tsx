// Top bar: menu button (mobile), brand, system settings, view-mode revert, theme toggle, profile menu.
import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { brandOf } from './brand.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { SystemSettingsMenu } from './system-settings-menu.tsx';
import { ViewModeRevert } from './view-mode-revert.tsx';

export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const brand = brandOf(user);
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
        <BrandMark name={brand.name} logo={brand.logo} compact />
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
