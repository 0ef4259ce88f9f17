// The client id and secret key just made or rotated, shown this once: the server keeps only the
// secret's hash, so the panel says to copy it now and offers copy buttons.
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-developer.ts';
import { NamedCopyButton } from '../../components/named-copy-button.tsx';

type IssuedSecretProps = { clientId: string; secret: string; onDone: () => void };

function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block data-testid={testId} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }}>
          {value}
        </Code>
        <NamedCopyButton
          value={value}
          variant="light"
          size="xs"
          copiedColor="teal"
          name={(copied) => t(copied ? 'developer.copiedNamed' : 'developer.copyNamed', { what: label })}
        />
      </Group>
    </Stack>
  );
}

export function IssuedSecret({ clientId, secret, onDone }: IssuedSecretProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('developer.secretOnceTitle')} data-testid="issued-secret">
      <Stack gap="sm">
        <Text size="sm">{t('developer.secretOnce')}</Text>
        <Copyable label={t('developer.clientId')} value={clientId} testId="issued-client-id" />
        <Copyable label={t('developer.secretKey')} value={secret} testId="issued-secret-key" />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('developer.secretDone')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
