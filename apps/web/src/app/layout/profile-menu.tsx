import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { ChangePasswordDialog } from '../../features/auth/change-password-dialog.tsx';
import { TwoFactorSettings } from '../../features/auth/two-factor-settings.tsx';
import { signOut, useCurrentUser } from '../session.tsx';

type OpenDialog = 'change-password' | 'two-factor' | null;

/** Profile menu of part 1 §2; entries of later issues (card setting, developer, data wallet) come with them. */
export function ProfileMenu({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t('profileMenu.open')} c={onDark ? 'white' : undefined}>
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
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {user.user_type !== 'sales' && (
            <Menu.Item component={Link} to="/user/profile">
              {t('profileMenu.profile')}
            </Menu.Item>
          )}
          <Menu.Item onClick={() => setDialog('change-password')}>
            {t('profileMenu.changePassword')}
          </Menu.Item>
          <Menu.Item onClick={() => setDialog('two-factor')}>{t('profileMenu.twoFactor')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut()}>
            {t('profileMenu.logOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog opened={dialog === 'change-password'} onClose={close} />
      <TwoFactorSettings opened={dialog === 'two-factor'} onClose={close} />
    </>
  );
}
