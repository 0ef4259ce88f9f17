// The status actions of one campaign row (part 2 §4 "Campaign", §7): pause/resume, archive and
// remove (both confirmed first), and the Site ID continual top-up switch. Refusals show the
// server's sentence (409s say what to do), successes a green notice; every list then refreshes.
import type { CampaignListRow } from '@lead/shared';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { campaigns } from '../../i18n/en-campaigns.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  archiveCampaign,
  CAMPAIGNS_KEY,
  removeCampaign,
  setActivePause,
  setContinualTopup,
} from './campaigns-api.ts';

const refreshLists = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
const refused = (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error) });

export function useCampaignCommands(row: CampaignListRow) {
  const { t } = useTranslation();
  const id = row.leadspeek_api_id;
  const name = row.campaign_name;
  const done = async (notice: keyof typeof campaigns.notices) => {
    notifications.show({ color: 'green', message: t(`campaigns.notices.${notice}`, { id }) });
    await refreshLists();
  };

  const activePause = useMutation({
    mutationFn: (status: 'active' | 'paused') => setActivePause(id, status),
    onSuccess: (_answer, status) => done(status === 'active' ? 'activated' : 'paused'),
    onError: refused,
  });
  const archive = useMutation({
    mutationFn: () => archiveCampaign(id),
    onSuccess: () => done('archived'),
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: () => removeCampaign(id),
    onSuccess: () => done('removed'),
    onError: refused,
  });
  const topup = useMutation({
    mutationFn: (stop: boolean) => setContinualTopup(id, stop),
    onSuccess: (answer) => done(answer.stop_continual === 'T' ? 'topupStopped' : 'topupRunning'),
    onError: refused,
  });

  return {
    activePause,
    archive,
    remove,
    topup,
    busy: activePause.isPending || archive.isPending || remove.isPending || topup.isPending,
    askArchive: () =>
      modals.openConfirmModal({
        title: t('campaigns.confirm.archiveTitle', { name }),
        children: <Text size="sm">{t('campaigns.confirm.archiveText')}</Text>,
        labels: { confirm: t('campaigns.actions.archive'), cancel: t('common.cancel') },
        onConfirm: () => archive.mutate(),
      }),
    askRemove: () =>
      modals.openConfirmModal({
        title: t('campaigns.confirm.removeTitle', { name }),
        children: <Text size="sm">{t('campaigns.confirm.removeText', { id })}</Text>,
        labels: { confirm: t('campaigns.actions.remove'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(),
      }),
  };
}
