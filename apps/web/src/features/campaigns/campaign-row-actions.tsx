// The actions of one campaign row, in one row menu ("Actions for <campaign>") so the table fits
// at 1440 px; which appear is the row rule's (campaign-row-rules): status and viewer decide.
// Starting and the continual top-up switch are money actions: both ask first (use-campaign-commands).
import type { CampaignListRow } from '@lead/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { lazy, Suspense, type SVGProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineIcon } from '../../components/icons.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { mayUseIntegrations } from '../integrations/may-use-integrations.ts';
import { CampaignLeadsModal } from '../leads/campaign-leads-modal.tsx';
import { TestToolsModal } from '../leads/test-tools-modal.tsx';
import {
  type CampaignViewer,
  campaignRowActions,
  continualTopupOffered,
  topupStoppedOf,
} from './campaign-row-rules.ts';
import { EmbedCodeModal } from './embed-code-modal.tsx';
import { PageRulesModal } from './page-rules-modal.tsx';
import { usePrepaidLeads } from './prepaid-leads.tsx';
import { ScoreRulesModal } from './score-rules-modal.tsx';
import { useStartCheck } from './start-blockers-dialog.tsx';
import { useCampaignCommands } from './use-campaign-commands.tsx';
import '../../i18n/en-integrations.ts';
import '../../i18n/en-campaigns.ts';

/** The edit form (the wizard's steps) loads only when a campaign is edited. */
const CampaignEditDialog = lazy(() =>
  import('../campaign-setup/campaign-edit-dialog.tsx').then((module) => ({
    default: module.CampaignEditDialog,
  })),
);

/** A campaign's integration settings and deliveries load only when opened. */
const CampaignIntegrationsModal = lazy(() =>
  import('../integrations/campaign-integrations-modal.tsx').then((module) => ({
    default: module.CampaignIntegrationsModal,
  })),
);

const DotsIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...lineIcon} {...props}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </svg>
);

type CampaignRowActionsProps = { row: CampaignListRow; viewer: CampaignViewer };

export function CampaignRowActions({ row, viewer }: CampaignRowActionsProps) {
  const { t } = useTranslation();
  const allowed = campaignRowActions(viewer, row);
  // The switch follows the campaign's real state: its pools' answer, else the list row; every
  // command refreshes both, so the wording flips with what the server stored.
  const prepaid = usePrepaidLeads(row);
  const topupStopped = topupStoppedOf(row, prepaid.data?.stop_continual);
  const commands = useCampaignCommands(row);
  const [open, setOpen] = useState<
    'embed' | 'leads' | 'tools' | 'edit' | 'pageRules' | 'leadScoring' | 'integrations' | null
  >(null);
  const integrations = mayUseIntegrations(useShell().facts);
  const close = () => setOpen(null);
  // Issue 23 item 2: what blocks a start is said before the charges are confirmed.
  const startCheck = useStartCheck(row, commands.askStart, allowed.edit ? () => setOpen('edit') : null);
  const busy = commands.busy || startCheck.checking;

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="md"
            loading={busy}
            aria-label={t('campaigns.actions.menu', { name: row.campaign_name })}
          >
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-testid="campaign-row-menu">
          {allowed.start && (
            <Menu.Item onClick={() => void startCheck.ask(allowed.start ?? 'activate')}>
              {t(`campaigns.actions.${allowed.start}`)}
            </Menu.Item>
          )}
          {allowed.pause && (
            <Menu.Item onClick={() => commands.activePause.mutate('paused')}>
              {t('campaigns.actions.pause')}
            </Menu.Item>
          )}
          {allowed.edit && (
            <Menu.Item onClick={() => setOpen('edit')}>{t('campaigns.actions.edit')}</Menu.Item>
          )}
          {allowed.pageRules && (
            <Menu.Item onClick={() => setOpen('pageRules')}>{t('campaigns.actions.pageRules')}</Menu.Item>
          )}
          {allowed.leadScoring && (
            <Menu.Item onClick={() => setOpen('leadScoring')}>{t('campaigns.actions.leadScoring')}</Menu.Item>
          )}
          {allowed.leads && (
            <Menu.Item onClick={() => setOpen('leads')}>{t('campaigns.actions.leads')}</Menu.Item>
          )}
          {integrations && (
            <Menu.Item onClick={() => setOpen('integrations')}>{t('integrations.campaign.menu')}</Menu.Item>
          )}
          {allowed.embedCode && (
            <Menu.Item onClick={() => setOpen('embed')}>{t('campaigns.actions.embedCode')}</Menu.Item>
          )}
          {allowed.testTools && (
            <Menu.Item onClick={() => setOpen('tools')}>{t('campaigns.actions.testTools')}</Menu.Item>
          )}
          {allowed.topup && continualTopupOffered(prepaid.data) && (
            <Menu.Item onClick={() => commands.askTopup(!topupStopped)}>
              {/* Part 2 §4: the wording flips with the switch. */}
              {topupStopped ? t('campaigns.actions.startTopup') : t('campaigns.actions.stopTopup')}
            </Menu.Item>
          )}
          {(allowed.archive || allowed.remove) && <Menu.Divider />}
          {allowed.archive && (
            <Menu.Item onClick={commands.askArchive}>{t('campaigns.actions.archive')}</Menu.Item>
          )}
          {allowed.remove && (
            <Menu.Item color="red" onClick={commands.askRemove}>
              {t('campaigns.actions.remove')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {startCheck.dialog}
      {allowed.edit && open === 'edit' && (
        <Suspense fallback={null}>
          <CampaignEditDialog
            leadspeekApiId={row.leadspeek_api_id}
            campaignName={row.campaign_name}
            opened
            onClose={close}
          />
        </Suspense>
      )}
      {allowed.pageRules && open === 'pageRules' && <PageRulesModal row={row} onClose={close} />}
      {allowed.leadScoring && open === 'leadScoring' && <ScoreRulesModal row={row} onClose={close} />}
      {integrations && open === 'integrations' && (
        <Suspense fallback={null}>
          <CampaignIntegrationsModal row={row} opened onClose={close} />
        </Suspense>
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
    </>
  );
}
