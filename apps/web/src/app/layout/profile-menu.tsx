// Profile menu of part 1 §2: exactly the entries shellView(facts).profileMenu lists; dialogs open here.
// The dialogs load when first opened (issue 24 "First load"): every page has this menu, few open them.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { InitialLetter } from '../../components/initial-letter.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { type MenuDialog, ProfileMenuItem } from './profile-menu-item.tsx';

const DeveloperDialog = lazy(() =>
  import('../../features/agreements/developer-dialog.tsx').then((module) => ({
    default: module.DeveloperDialog,
  })),
);
const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/change-password-dialog.tsx').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);
const TwoFactorSettings = lazy(() =>
  import('../../features/auth/two-factor-settings.tsx').then((module) => ({
    default: module.TwoFactorSettings,
  })),
);
const DataWalletDialog = lazy(() =>
  import('../../features/wallet/data-wallet-dialog.tsx').then((module) => ({
    default: module.DataWalletDialog,
  })),
);

export function ProfileMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { view } = useShell();
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  // A dialog that was opened stays mounted, so it closes with its animation and gives the focus back.
  const [opened, setOpened] = useState<ReadonlySet<MenuDialog>>(new Set());
  const open = (next: MenuDialog) => {
    setOpened((before) => new Set(before).add(next));
    setDialog(next);
  };
  const close = () => setDialog(null);

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t('profileMenu.open', { name: user.name })}>
            <Group gap={6} wrap="nowrap">
              <Avatar src={user.profile_pict} alt="" radius="xl" size="sm" color="brand">
                <InitialLetter name={user.name} />
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
            <ProfileMenuItem key={entry} entry={entry} onOpenDialog={open} />
          ))}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {opened.has('change-password') && (
          <ChangePasswordDialog opened={dialog === 'change-password'} onClose={close} />
        )}
        {opened.has('two-factor') && <TwoFactorSettings opened={dialog === 'two-factor'} onClose={close} />}
        {dialog === 'developer' && <DeveloperDialog onClose={close} />}
        {dialog === 'data-wallet' && <DataWalletDialog onClose={close} />}
      </Suspense>
    </>
  );
}
