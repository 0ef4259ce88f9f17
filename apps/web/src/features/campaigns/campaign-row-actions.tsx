// The action buttons of one campaign row, as its status and the viewer allow (campaign-row-rules).
import type { CampaignListRow } from '@lead/shared';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CampaignViewer, campaignRowActions, topupStoppedOf } from './campaign-row-rules.ts';
import { EmbedCodeModal } from './embed-code-modal.tsx';
import { useCampaignCommands } from './use-campaign-commands.tsx';

type CampaignRowActionsProps = { row: CampaignListRow; viewer: CampaignViewer };

export function CampaignRowActions({ row, viewer }: CampaignRowActionsProps) {
  const { t } = useTranslation();
  const allowed = campaignRowActions(viewer, row);
  const commands = useCampaignCommands(row);
  const [embedOpen, setEmbedOpen] = useState(false);
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
      {allowed.embedCode && (
        <Button size="compact-xs" variant="subtle" onClick={() => setEmbedOpen(true)}>
          {t('campaigns.actions.embedCode')}
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
      {allowed.embedCode && (
        <EmbedCodeModal row={row} opened={embedOpen} onClose={() => setEmbedOpen(false)} />
      )}
    </Group>
  );
}
