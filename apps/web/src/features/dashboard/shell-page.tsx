import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { WelcomeCard } from './welcome-card.tsx';

/** A signed-in page of the simple shell: its name as the heading, then the welcome. */
export function ShellPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <WelcomeCard />
    </Stack>
  );
}
