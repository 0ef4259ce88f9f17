// A boxed section of Report Analytics: its title, a line on what it shows, an optional control on
// the right, then its content.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AnalyticsSectionProps = {
  title: string;
  intro: string;
  testId: string;
  aside?: ReactNode;
  children: ReactNode;
};

export function AnalyticsSection({ title, intro, testId, aside, children }: AnalyticsSectionProps) {
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </div>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
