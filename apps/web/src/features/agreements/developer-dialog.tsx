// API KEY (part 1 §6): the developer marketing services agreement first, shown in an embedded frame;
// then the developer billing agreement; then the company's API credentials (ApiCredentialsPanel).
import { messages, PUBLIC_API_DOCS_PATH } from '@lead/shared';
import { Alert, Anchor, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ApiCredentialsPanel } from '../developer-api/api-credentials-panel.tsx';
import { recordDeveloperAgreement } from './agreements-api.ts';
import { DeveloperBillingAgreement } from './developer-billing-agreement.tsx';
import '../../i18n/en-developer.ts';

export function DeveloperDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [agreedNow, setAgreedNow] = useState(false);
  const agree = useMutation({
    mutationFn: () => recordDeveloperAgreement('profile-menu developer'),
    onSuccess: async () => {
      setAgreedNow(true);
      await refreshSession();
    },
  });
  const agreed = facts.agreements.developer || agreedNow;
  const [billingAgreedNow, setBillingAgreedNow] = useState(false);
  const billingAgreed = facts.agreements.developer_billing || billingAgreedNow;

  return (
    <Modal opened onClose={onClose} title={t('developer.title')} centered size="xl">
      {agreed && !billingAgreed ? (
        <DeveloperBillingAgreement onAgreed={() => setBillingAgreedNow(true)} onCancel={onClose} />
      ) : agreed ? (
        <Stack gap="md">
          <Text size="sm">{t('developer.credentialsInfo')}</Text>
          <Group gap="xs">
            <Anchor href={`${PUBLIC_API_DOCS_PATH}/`} target="_blank" rel="noopener" fw={600}>
              {t('developer.documentation')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('developer.documentationHint')}
            </Text>
          </Group>
          <ApiCredentialsPanel />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('developer.agreementIntro')}</Text>
          <Box
            component="iframe"
            src="/marketing-services-agreement-developer"
            title={t('developer.agreementFrame')}
            w="100%"
            h={380}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          />
          {agree.isError && (
            <Alert color="red" variant="light" role="alert">
              {messages.somethingWentWrong}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => agree.mutate()} loading={agree.isPending}>
              {t('developer.agree')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
