// The states every paged list goes through under its header: the load error (with a retry), skeleton
// rows while the first page loads, the empty panel when there is nothing (not while the next page
// still shows the previous one), else the table and its pager.
import { lastPageOf, TENANT_LIMITS } from '@lead/shared';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../lib/api-error.ts';
import { EmptyPanel } from './empty-panel.tsx';
import { ListPager } from './list-pager.tsx';

const SKELETON_ROWS = 5;

/** What the list needs of its TanStack query: a page of the API's list shape. */
export type ListQuery = {
  data?: { data: readonly unknown[]; total: number; last_page?: number };
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  /** 'idle' while a disabled query waits for its input: nothing is loading then. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

type ListStatesProps = {
  query: ListQuery;
  page: number;
  onPage: (page: number) => void;
  perPage?: number;
  /** The alert's title when the list could not be loaded. */
  loadFailed: string;
  loadingTestId?: string;
  /** Nothing at all, or nothing matching. */
  empty: ComponentProps<typeof EmptyPanel>;
  /** The table of the rows. */
  children: ReactNode;
};

export function ListStates(props: ListStatesProps) {
  const { query, page, onPage, perPage = TENANT_LIMITS.perPage } = props;
  const { t } = useTranslation();
  const shown = query.data?.data.length ?? 0;
  const total = query.data?.total ?? 0;
  return (
    <Stack gap="md">
      {query.isError && (
        <Alert color="red" title={props.loadFailed}>
          {errorMessageOf(query.error)}
          <Button size="xs" variant="light" color="red" ml="sm" onClick={() => query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.isPending && query.fetchStatus !== 'idle' && (
        <Stack gap={6} data-testid={props.loadingTestId}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // Placeholders of a fixed count never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Skeleton key={index} h={44} radius="sm" />
          ))}
        </Stack>
      )}
      {query.isSuccess && shown === 0 && !query.isPlaceholderData && <EmptyPanel {...props.empty} />}
      {shown > 0 && props.children}
      {shown > 0 && (
        <ListPager
          page={page}
          perPage={perPage}
          lastPage={query.data?.last_page ?? lastPageOf(total, perPage)}
          total={total}
          shown={shown}
          onChange={onPage}
        />
      )}
    </Stack>
  );
}
