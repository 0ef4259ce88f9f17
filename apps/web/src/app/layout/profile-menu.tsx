// Profile menu of part 1 §2: exactly the entries shellView(facts).profileMenu lists; dialogs open here.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { DeveloperDialog } from '../../features/agreements/developer-dialog.tsx';
import { ChangePasswordDialog } from '../../features/auth/change-password-dialog.tsx';
import { TwoFactorSettings } from '../../features/auth/two-factor-settings.tsx';
import { DataWalletDialog } from '../../features/wallet/data-wallet-dialog.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { type MenuDialog, ProfileMenuItem } from './profile-menu-item.tsx';

export function ProfileMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { view } = useShell();
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t('profileMenu.open')}>
            <Group gap={6} wrap="nowrap">
              <Avatar src={user.profile_pict} alt="" radius="xl" size="sm" color="brand">
                {user.name.charAt(0).toUpperCase()}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1}>
                {user.name}
              </Text>
              <ChevronDownIcon />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="profile-menu">
          <Menu.Label>{user.email}</Menu.Label>
          {view.profileMenu.map((entry) => (
            <ProfileMenuItem key={entry} entry={entry} onOpenDialog={setDialog} />
          ))}
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog opened={dialog === 'change-password'} onClose={close} />
      <TwoFactorSettings opened={dialog === 'two-factor'} onClose={close} />
      {dialog === 'developer' && <DeveloperDialog onClose={close} />}
      {dialog === 'data-wallet' && <DataWalletDialog onClose={close} />}
    </>
  );
}
