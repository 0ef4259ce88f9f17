// A boxed report under a title: a skeleton while it loads, the error, a line when there is nothing,
// else its table. The margin summary and the dashboards' Invoice card are drawn with it.
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../lib/api-error.ts';

type ReportCardProps = {
  title: string;
  intro: string;
  testId: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadFailed: string;
  /** Shown instead of the table when the report holds no row. */
  empty: string;
  /** The report's rows once loaded (undefined before). */
  rows: readonly unknown[] | undefined;
  mb?: string;
  /** The table, drawn once there are rows. */
  children: ReactNode;
};

export function ReportCard(props: ReportCardProps) {
  const { query } = props;
  return (
    <Paper className="wl-box" withBorder radius="md" p="lg" mb={props.mb} data-testid={props.testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.intro}
          </Text>
        </div>
        {query.isPending && <Skeleton h={80} />}
        {query.isError && (
          <Alert color="red" title={props.loadFailed}>
            {errorMessageOf(query.error)}
          </Alert>
        )}
        {props.rows?.length === 0 && (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        )}
        {props.rows && props.rows.length > 0 && props.children}
      </Stack>
    </Paper>
  );
}
