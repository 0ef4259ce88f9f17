import { roleName } from '@lead/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.tsx';

/** Who is signed in: name, company and role (by its name, never its code). */
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
          {/* tt="none": a role is a name ('Agency'), not a shouted code ('AGENCY'). */}
          <Badge variant="light" tt="none" data-testid="welcome-user-type">
            {roleName(user.user_type)}
          </Badge>
          {user.systemuser && (
            <Badge variant="outline" tt="none">
              {t('dashboard.systemUser')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
