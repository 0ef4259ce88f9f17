// A webhook's signing secret, shown once (issue 17 item 2): when the webhook is made or its secret
// rotated. It is never answered again, so the dialog says to copy it now and offers a copy button.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-integrations.ts';

type SecretOnceModalProps = { secret: string | null; onClose: () => void };

export function SecretOnceModal({ secret, onClose }: SecretOnceModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('integrations.webhook.secret')} size="lg">
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t('integrations.webhook.secretOnce')}
        </Alert>
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret ?? ''}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? t('integrations.webhook.copied') : t('integrations.webhook.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('integrations.webhook.secretDone')}</Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('integrations.webhook.urlHint')}
        </Text>
      </Stack>
    </Modal>
  );
}
