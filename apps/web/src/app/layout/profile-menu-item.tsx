// One profile-menu entry: a page link, a dialog, or log out.
import type { ProfileMenuEntry } from '@lead/shared';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExclusionListDialog } from '../../features/suppression/open-exclusion-list.ts';
import { signOut } from '../../lib/session.tsx';
import { profileMenuPaths } from '../../lib/shell-paths.ts';

export type MenuDialog = Extract<
  ProfileMenuEntry,
  'change-password' | 'two-factor' | 'developer' | 'data-wallet'
>;

const DIALOGS: readonly ProfileMenuEntry[] = ['change-password', 'two-factor', 'developer', 'data-wallet'];
const isDialog = (entry: ProfileMenuEntry): entry is MenuDialog => DIALOGS.includes(entry);

type ProfileMenuItemProps = { entry: ProfileMenuEntry; onOpenDialog: (dialog: MenuDialog) => void };

export function ProfileMenuItem({ entry, onOpenDialog }: ProfileMenuItemProps) {
  const { t } = useTranslation();
  const label = t(`profileMenu.entries.${entry}`);
  const path = profileMenuPaths[entry];
  if (path) {
    return (
      <Menu.Item component={Link} to={path} data-entry={entry}>
        {label}
      </Menu.Item>
    );
  }
  if (isDialog(entry)) {
    return (
      <Menu.Item onClick={() => onOpenDialog(entry)} data-entry={entry}>
        {label}
      </Menu.Item>
    );
  }
  if (entry === 'log-out') {
    return (
      <>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()} data-entry={entry}>
          {label}
        </Menu.Item>
      </>
    );
  }
  // The client-wide exclusion list is the one entry left: its dialog.
  return <ExclusionListMenuItem label={label} />;
}

function ExclusionListMenuItem({ label }: { label: string }) {
  const openExclusionList = useExclusionListDialog();
  return (
    <Menu.Item onClick={openExclusionList} data-entry="exclusion-list">
      {label}
    </Menu.Item>
  );
}
