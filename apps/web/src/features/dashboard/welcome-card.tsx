import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.tsx';

/** Who is signed in: name, company and user type (the full menus come in a later issue). */
export function WelcomeCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('dashboard.welcome', { name: user.name })}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">{t('dashboard.company')}</Text>
          <Text fw={500} data-testid="welcome-company">
            {user.company_name}
          </Text>
        </Group>
        <Group gap="xs">
          <Text c="dimmed">{t('dashboard.userType')}</Text>
          <Badge variant="light" data-testid="welcome-user-type">
            {t(`userTypes.${user.user_type}`)}
          </Badge>
          {user.systemuser && <Badge variant="outline">{t('dashboard.systemUser')}</Badge>}
        </Group>
      </Stack>
    </Paper>
  );
}
