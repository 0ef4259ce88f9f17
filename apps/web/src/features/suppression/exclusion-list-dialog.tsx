// The client's Exclusion List dialog (part 1 §2 profile menu, part 2 §2 "Exclusion List shows to
// clients only"): upload a CSV, watch the imports, purge the list. Opened through the modals
// manager, so the profile menu and the sidebar can both open it after they close; they load this
// file on first use (open-exclusion-list.ts).
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client.ts';
import { ExclusionJobs } from './exclusion-jobs.tsx';
import { ExclusionUploadForm } from './exclusion-upload-form.tsx';
import { usePurgeFlow } from './purge-flow.tsx';
import { exclusionProgressKey, purgeExclusionList } from './suppression-api.ts';
import { useExclusionProgress } from './use-exclusion-progress.ts';
import '../../i18n/en-suppression.ts';

const DIALOG_ID = 'exclusion-list';

function ExclusionListPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const progress = useExclusionProgress(companyId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: exclusionProgressKey(companyId) });
  const purge = usePurgeFlow(() => purgeExclusionList(companyId), refresh);
  const data = progress.data?.data;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('suppression.dialog.intro')}
      </Text>
      <ExclusionUploadForm companyId={companyId} onUploaded={refresh} />
      {data && <ExclusionJobs running={data.jobProgress} done={data.jobDone} />}
      <Group justify="space-between">
        <Text size="sm" data-testid="exclusion-entries">
          {data ? t('suppression.dialog.entries', { count: String(data.total_entries) }) : ''}
        </Text>
        <Group gap="sm">
          <Button
            variant="outline"
            color="red.9"
            onClick={purge.askPurge}
            loading={purge.busy}
            // Nothing to purge: the button waits for a first address.
            disabled={data?.total_entries === 0}
          >
            {t('suppression.dialog.purge')}
          </Button>
          <Button variant="default" onClick={() => modals.close(DIALOG_ID)}>
            {t('common.close')}
          </Button>
        </Group>
      </Group>
      {purge.dialogs}
    </Stack>
  );
}

/** Opens the dialog for the client's company. */
export function openExclusionListDialog(companyId: number): void {
  modals.open({
    modalId: DIALOG_ID,
    title: i18next.t('suppression.dialog.title'),
    size: 'lg',
    centered: true,
    children: <ExclusionListPanel companyId={companyId} />,
  });
}
