import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyPanelProps = { title: string; description: ReactNode; action?: ReactNode };

/** A boxed empty state: what would be here, and how it gets filled. */
export function EmptyPanel({ title, description, action }: EmptyPanelProps) {
  return (
    <Paper className="wl-box" withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState title={title} description={description} data-testid="empty-state">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
