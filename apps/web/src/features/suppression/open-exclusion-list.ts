// The shell's way into the Exclusion List dialog (profile menu and sidebar): the dialog, its upload
// form and its words load on first open instead of with every signed-in page.
import { messages } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { useCurrentUser } from '../../lib/session.tsx';

let opening = false;

/** Opens the dialog for the signed-in client's own company, once however often it is clicked. */
export function useExclusionListDialog(): () => void {
  const user = useCurrentUser();
  return () => {
    if (opening) return;
    opening = true;
    import('./exclusion-list-dialog.tsx')
      .then((dialog) => dialog.openExclusionListDialog(user.company_id))
      .catch(() => notifications.show({ color: 'red', message: messages.dialogLoadFailed }))
      .finally(() => {
        opening = false;
      });
  };
}
