// The action buttons of one campaign row, as its status and the viewer allow (campaign-row-rules).
import type { CampaignListRow } from '@lead/shared';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampaignLeadsModal } from '../leads/campaign-leads-modal.tsx';
import { TestToolsModal } from '../leads/test-tools-modal.tsx';
import { type CampaignViewer, campaignRowActions, topupStoppedOf } from './campaign-row-rules.ts';
import { EmbedCodeModal } from './embed-code-modal.tsx';
import { useCampaignCommands } from './use-campaign-commands.tsx';

type CampaignRowActionsProps = { row: CampaignListRow; viewer: CampaignViewer };

export function CampaignRowActions({ row, viewer }: CampaignRowActionsProps) {
  const { t } = useTranslation();
  const allowed = campaignRowActions(viewer, row);
  const commands = useCampaignCommands(row);
  const [open, setOpen] = useState<'embed' | 'leads' | 'tools' | null>(null);
  const close = () => setOpen(null);
  // The switch's state as last answered by the server (the list row may not carry it).
  const [topupStopped, setTopupStopped] = useState(() => topupStoppedOf(row));
  const small = { size: 'compact-xs', variant: 'light', disabled: commands.busy } as const;

  return (
    <Group gap={6} wrap="nowrap">
      {allowed.start && (
        <Button
          {...small}
          color="green"
          loading={commands.activePause.isPending}
          onClick={() => commands.activePause.mutate('active')}
        >
          {t(`campaigns.actions.${allowed.start}`)}
        </Button>
      )}
      {allowed.pause && (
        <Button
          {...small}
          color="yellow"
          loading={commands.activePause.isPending}
          onClick={() => commands.activePause.mutate('paused')}
        >
          {t('campaigns.actions.pause')}
        </Button>
      )}
      {allowed.topup && (
        <Button
          {...small}
          color="gray"
          loading={commands.topup.isPending}
          onClick={() =>
            commands.topup.mutate(!topupStopped, {
              onSuccess: (answer) => setTopupStopped(answer.stop_continual === 'T'),
            })
          }
        >
          {/* Part 2 §4: the wording flips with the switch. */}
          {topupStopped ? t('campaigns.actions.startTopup') : t('campaigns.actions.stopTopup')}
        </Button>
      )}
      {allowed.leads && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen('leads')}>
          {t('campaigns.actions.leads')}
        </Button>
      )}
      {allowed.embedCode && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen('embed')}>
          {t('campaigns.actions.embedCode')}
        </Button>
      )}
      {allowed.testTools && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen('tools')}>
          {t('campaigns.actions.testTools')}
        </Button>
      )}
      {allowed.archive && (
        <Button {...small} color="gray" loading={commands.archive.isPending} onClick={commands.askArchive}>
          {t('campaigns.actions.archive')}
        </Button>
      )}
      {allowed.remove && (
        <Button {...small} color="red" loading={commands.remove.isPending} onClick={commands.askRemove}>
          {t('campaigns.actions.remove')}
        </Button>
      )}
      {allowed.embedCode && <EmbedCodeModal row={row} opened={open === 'embed'} onClose={close} />}
      {allowed.leads && <CampaignLeadsModal row={row} opened={open === 'leads'} onClose={close} />}
      {allowed.testTools && (
        <TestToolsModal
          row={row}
          opened={open === 'tools'}
          onClose={close}
          maySendTestLead={allowed.testLead}
        />
      )}
    </Group>
  );
}
