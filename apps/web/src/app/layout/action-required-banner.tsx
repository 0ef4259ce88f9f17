// The agency banner of part 1 §2 when the connected account cannot take charges or payouts.
import { messages } from '@lead/shared';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { configurationPath } from '../../lib/shell-paths.ts';

export function ActionRequiredBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" mb="md" data-testid="action-required-banner">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {messages.actionRequired}
        </Text>
        <Anchor component={Link} to={configurationPath('general-setting')} size="sm" className="wl-link">
          {t('shell.actionRequiredLink')}
        </Anchor>
      </Group>
    </Alert>
  );
}
