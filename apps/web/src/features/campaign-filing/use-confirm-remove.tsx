// Deleting a group or an organization: a confirmation that says what happens to what hangs on it,
// then the call; the outcome shows as a notification and the lists refresh either way.
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';
import '../../i18n/en-filing.ts';

type Removal = { title: string; text: string; done: string; remove: () => Promise<unknown> };

export function useConfirmRemove() {
  const { t } = useTranslation();
  return ({ title, text, done, remove }: Removal) =>
    openConfirmAction({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: t('filing.deleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove();
          notifications.show({
            color: 'green',
            message: done,
            closeButtonProps: { 'aria-label': t('common.close') },
          });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('filing.saveFailed'),
            message: errorMessageOf(error),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
        } finally {
          await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
        }
      },
    });
}
