import { messages } from '@lead/shared';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Unknown paths (part 1 §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1} c="dimmed" fz={64}>
        404
      </Title>
      <Text size="lg" data-testid="not-found-message">
        {messages.notFoundPage}
      </Text>
      <Anchor component={Link} to="/" className="wl-link">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
