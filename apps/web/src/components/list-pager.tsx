// Server-side paging under a list (part 2 §9: prev, pager, next; 10 per page, 5 pages shown).
import { TENANT_LIMITS } from '@lead/shared';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Siblings on each side of the current page, so that 5 page buttons show with the two ends. */
const SIBLINGS = (TENANT_LIMITS.pagesShown - 3) / 2;

type ListPagerProps = {
  page: number;
  perPage: number;
  lastPage: number;
  total: number;
  shown: number;
  onChange: (page: number) => void;
};

/** Names for the pager's arrows and page buttons: Mantine's are icons and bare numbers. */
export function usePagerLabels() {
  const { t } = useTranslation();
  return {
    getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
      'aria-label': t(`pager.${control}`),
    }),
    getItemProps: (page: number) => ({ 'aria-label': t('pager.number', { page: String(page) }) }),
  };
}

export function ListPager({ page, perPage, lastPage, total, shown, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const first = (page - 1) * perPage + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('pager.range', {
          from: String(first),
          to: String(Math.min(first + shown - 1, total)),
          total: String(total),
        })}
      </Text>
      <Pagination
        total={lastPage}
        value={page}
        onChange={onChange}
        siblings={SIBLINGS}
        boundaries={1}
        hideWithOnePage
        {...pagerLabels}
      />
    </Group>
  );
}
