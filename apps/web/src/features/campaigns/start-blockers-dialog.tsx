// Issue 23 item 2: before a start is confirmed, what stops it (the shared rule, read from the API) is
// listed with the button that removes each blocker; only a campaign with none gets the charges dialog.
import type { CampaignListRow, StartBlockersAnswer, StartFix } from '@lead/shared';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { startViewAs } from '../agencies/view-as.ts';
import { DataWalletDialog } from '../wallet/data-wallet-dialog.tsx';
import { readStartBlockers } from './campaigns-api.ts';
import '../../i18n/en-start-blockers.ts';

const CARD_PAGE = '/user/card-setting';

/**
 * `ask(action)` reads the blockers, then either hands over to `confirmStart` (none) or shows them;
 * `dialog` is the element to render; `onEdit` opens the campaign's edit form (its end date).
 */
export function useStartCheck(
  row: CampaignListRow,
  confirmStart: (action: 'activate' | 'resume') => Promise<void>,
  onEdit: (() => void) | null,
) {
  const [answer, setAnswer] = useState<StartBlockersAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const ask = async (action: 'activate' | 'resume') => {
    setChecking(true);
    try {
      const found = await readStartBlockers(row.leadspeek_api_id);
      if (found.blockers.length === 0) await confirmStart(action);
      else setAnswer(found);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setChecking(false);
    }
  };
  const dialog: ReactNode = answer ? (
    <StartBlockersDialog row={row} answer={answer} onEdit={onEdit} onClose={() => setAnswer(null)} />
  ) : null;
  return { ask, checking, dialog };
}

type DialogProps = {
  row: CampaignListRow;
  answer: StartBlockersAnswer;
  onEdit: (() => void) | null;
  onClose: () => void;
};

function StartBlockersDialog({ row, answer, onEdit, onClose }: DialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { facts } = useShell();
  const [walletOpen, setWalletOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const clientSide = facts.user_type === 'client';
  // An agency's owner (not platform staff): it holds the agency's card and Data Wallet.
  const agencyOwner = (facts.user_type === 'user' || facts.user_type === 'userdownline') && !facts.systemuser;

  const viewClientCard = async (clientUserId: number) => {
    setSwitching(true);
    try {
      // A fresh load as the client: the page this dialog sits on would otherwise, seeing the client's
      // facts, send it to its own forced page before Card Setting opens.
      await startViewAs(clientUserId, CARD_PAGE);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
      setSwitching(false);
    }
  };

  /** The button of one fix, or null when this viewer cannot take that step itself. */
  const fixButton = (fix: StartFix): ReactNode => {
    const button = (label: string, onClick: () => void) => (
      <Button size="xs" variant="light" loading={switching} onClick={onClick}>
        {label}
      </Button>
    );
    const label = t(`startBlockers.fixes.${fix}`);
    switch (fix) {
      case 'add-client-card':
        if (clientSide) return button(t('startBlockers.addOwnCard'), () => navigate(CARD_PAGE));
        // The agency adds the card as the client, through view-as (not from inside another view).
        if (answer.client_user_id === null || facts.isViewMode) return null;
        return button(label, () => void viewClientCard(answer.client_user_id as number));
      case 'add-agency-card':
        return agencyOwner ? button(label, () => navigate(CARD_PAGE)) : null;
      case 'top-up-wallet':
      case 'accept-wallet-agreement':
        return agencyOwner ? button(label, () => setWalletOpen(true)) : null;
      case 'enable-product':
        return clientSide ? null : button(label, () => navigate('/configuration/client-management'));
      case 'change-end-date':
        return onEdit
          ? button(label, () => {
              onClose();
              onEdit();
            })
          : null;
    }
  };

  return (
    <>
      <Modal
        opened={!walletOpen}
        onClose={onClose}
        title={t('startBlockers.title', { name: row.campaign_name })}
        centered
      >
        <Stack gap="sm" data-testid="start-blockers">
          <Text size="sm">{t('startBlockers.intro')}</Text>
          {answer.blockers.map((blocker) => (
            <Alert key={blocker.fix} color="orange" variant="light">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{blocker.message}</Text>
                {fixButton(blocker.fix)}
              </Stack>
            </Alert>
          ))}
          <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            {t('common.close')}
          </Button>
        </Stack>
      </Modal>
      {walletOpen && (
        <DataWalletDialog
          onClose={() => {
            setWalletOpen(false);
            onClose();
          }}
        />
      )}
    </>
  );
}
