// The filter popover (part 2 §2): Direct Payment, card and campaign status, applied only on Save.
import { CAMPAIGN_STATUS_FILTERS, CARD_STATUS_FILTERS } from '@lead/shared';
import { Button, Checkbox, Group, Indicator, Popover, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterIcon } from '../../components/action-icons.tsx';
import { filtersActive, type ListFilters } from './use-tenant-list.ts';
import '../../i18n/en-tenants.ts';

type FilterPopoverProps = { applied: ListFilters; onApply: (filters: ListFilters) => void };

export function FilterPopover({ applied, onApply }: FilterPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(applied);
  const open = () => {
    setDraft(applied);
    setOpened(true);
  };
  const directPayment = draft.filters.includes('directpayment');

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={280} trapFocus shadow="md">
      {/* The popover's ARIA (haspopup, expanded) belongs on the button, not on the indicator's box. */}
      <Indicator disabled={!filtersActive(applied)} size={9} offset={4}>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<FilterIcon />}
            onClick={() => (opened ? setOpened(false) : open())}
            aria-expanded={opened}
          >
            {t('tenants.filter.button')}
          </Button>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Checkbox
            label={t('tenants.filter.directPayment')}
            checked={directPayment}
            onChange={(event) =>
              setDraft({ ...draft, filters: event.currentTarget.checked ? ['directpayment'] : [] })
            }
          />
          <Select
            label={t('tenants.filter.cardStatus')}
            data={CARD_STATUS_FILTERS.map((value) => ({ value, label: t(`tenants.filter.card.${value}`) }))}
            value={draft.cardStatus}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) =>
              value && setDraft({ ...draft, cardStatus: value as ListFilters['cardStatus'] })
            }
          />
          <Select
            label={t('tenants.filter.campaignStatus')}
            data={CAMPAIGN_STATUS_FILTERS.map((value) => ({
              value,
              label: t(`tenants.filter.campaign.${value}`),
            }))}
            value={draft.campaignStatus}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) =>
              value && setDraft({ ...draft, campaignStatus: value as ListFilters['campaignStatus'] })
            }
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpened(false);
              }}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
