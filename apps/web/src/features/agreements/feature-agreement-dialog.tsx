// The Service Agreement (beta terms) of a beta feature (part 1 §4 "Beta b2b"): Confirm records it;
// Decline, or a failed save, hands control back (the caller returns to the previous path).
import { type BetaFeatureRow, messages } from '@lead/shared';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '../../lib/session.tsx';
import { recordFeatureAgreement } from './agreements-api.ts';

type FeatureAgreementDialogProps = {
  feature: BetaFeatureRow;
  /** Where the agreement was asked for, kept with the record (location_menu). */
  locationMenu: string;
  onAgreed: () => void;
  onDeclined: () => void;
};

export function FeatureAgreementDialog({
  feature,
  locationMenu,
  onAgreed,
  onDeclined,
}: FeatureAgreementDialogProps) {
  const { t } = useTranslation();
  const agree = useMutation({
    mutationFn: () => recordFeatureAgreement(feature.id, locationMenu),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await refreshSession();
      onAgreed();
    },
    onError: () => {
      notifications.show({ color: 'red', message: messages.somethingWentWrong });
      onDeclined();
    },
  });
  return (
    <Modal opened onClose={onDeclined} title={t('agreements.serviceAgreement')} centered size="lg">
      <Stack gap="sm">
        <Text>{t('agreements.betaIntro', { feature: feature.name })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('agreements.betaTermAsIs')}</List.Item>
          <List.Item>{t('agreements.betaTermChanges')}</List.Item>
          <List.Item>{t('agreements.betaTermBilling')}</List.Item>
          <List.Item>{t('agreements.betaTermFeedback')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('agreements.betaConfirmHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDeclined} disabled={agree.isPending}>
            {t('agreements.decline')}
          </Button>
          <Button onClick={() => agree.mutate()} loading={agree.isPending}>
            {t('agreements.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
