// The Filters drawer of the logs modal (part 2 §2, §6, §9): action, user type, user, campaign and
// a yyyy-MM-dd date range with the last week / last month / last 3 months shortcuts.
import {
  ALL_FILTER,
  LOG_DATE_SHORTCUTS,
  LOG_USER_TYPES,
  type LogDateShortcut,
  type LogFilters,
  type LogUserType,
  logActionName,
  logDateShortcut,
  parseLogDateRange,
} from '@lead/shared';
import { Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogUserSelect } from './log-user-select.tsx';
import { fetchLogActions, fetchLogCampaigns } from './user-logs-api.ts';
import '../../i18n/en-user-logs.ts';

type Draft = {
  action: string | null;
  userType: LogUserType;
  userId: string | null;
  campaignId: string | null;
  start: string;
  end: string;
};

const draftOf = (filters: LogFilters): Draft => ({
  action: filters.action ?? null,
  userType: filters.userType ?? ALL_FILTER,
  userId: filters.userId ? String(filters.userId) : null,
  campaignId: filters.campaignId ?? null,
  start: filters.dateRange?.start ?? '',
  end: filters.dateRange?.end ?? '',
});

type DateProblem = 'bothDates' | 'endBeforeStart' | null;

function dateProblemOf(draft: Draft): DateProblem {
  if (!draft.start && !draft.end) return null;
  if (!draft.start || !draft.end) return 'bothDates';
  return parseLogDateRange(`${draft.start}_${draft.end}`) ? null : 'endBeforeStart';
}

const filtersOf = (draft: Draft): LogFilters => ({
  action: draft.action,
  userType: draft.userType === ALL_FILTER ? null : draft.userType,
  userId: draft.userId ? Number(draft.userId) : null,
  campaignId: draft.campaignId,
  dateRange: draft.start && draft.end ? { start: draft.start, end: draft.end } : null,
});

type LogFiltersDrawerProps = {
  companyId: number;
  opened: boolean;
  onClose: () => void;
  applied: LogFilters;
  onApply: (filters: LogFilters) => void;
};

export function LogFiltersDrawer({ companyId, opened, onClose, applied, onApply }: LogFiltersDrawerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  const [showProblem, setShowProblem] = useState(false);
  // Each opening starts from what is applied; unapplied edits are dropped.
  useEffect(() => {
    if (opened) {
      setDraft(draftOf(applied));
      setShowProblem(false);
    }
  }, [opened, applied]);
  const actions = useQuery({
    queryKey: ['user-logs', 'actions', companyId],
    queryFn: () => fetchLogActions(companyId),
    enabled: opened,
  });
  const campaigns = useQuery({
    queryKey: ['user-logs', 'campaigns', companyId],
    queryFn: () => fetchLogCampaigns(companyId),
    enabled: opened,
  });
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const pickShortcut = (shortcut: LogDateShortcut) => {
    const range = logDateShortcut(shortcut, DateTime.local());
    change({ start: range.start, end: range.end });
  };
  const problem = dateProblemOf(draft);
  const apply = () => {
    if (problem) {
      setShowProblem(true);
      return;
    }
    onApply(filtersOf(draft));
    onClose();
  };
  const reset = () => {
    setDraft(draftOf({}));
    onApply({});
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={t('userLogs.filtersTitle')} position="right" keepMounted>
      <Stack gap="md">
        <Select
          label={t('userLogs.action')}
          placeholder={t('userLogs.selectAll')}
          data={(actions.data?.actions ?? []).map((action) => ({
            value: action,
            label: logActionName(action),
          }))}
          value={draft.action}
          onChange={(action) => change({ action })}
          searchable
          clearable
          nothingFoundMessage={t('userLogs.nothingFound')}
        />
        <Select
          label={t('userLogs.userType')}
          data={LOG_USER_TYPES.map((type) => ({ value: type, label: t(`userLogs.userTypes.${type}`) }))}
          value={draft.userType}
          onChange={(userType) => change({ userType: (userType as LogUserType) ?? ALL_FILTER, userId: null })}
          allowDeselect={false}
        />
        <LogUserSelect
          companyId={companyId}
          userType={draft.userType}
          value={draft.userId}
          onChange={(userId) => change({ userId })}
        />
        <Select
          label={t('userLogs.campaign')}
          placeholder={t('userLogs.selectAll')}
          data={(campaigns.data?.campaigns ?? []).map((campaign) => ({
            value: campaign.leadspeek_api_id,
            label: `${campaign.campaign_name} (${campaign.leadspeek_api_id}) · ${campaign.company_name}`,
          }))}
          value={draft.campaignId}
          onChange={(campaignId) => change({ campaignId })}
          searchable
          clearable
          nothingFoundMessage={t('userLogs.nothingFound')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('userLogs.dateRange')}
          </Text>
          <Group gap="xs">
            {(Object.keys(LOG_DATE_SHORTCUTS) as LogDateShortcut[]).map((shortcut) => (
              <Button key={shortcut} size="compact-sm" variant="light" onClick={() => pickShortcut(shortcut)}>
                {t(`userLogs.shortcuts.${shortcut}`)}
              </Button>
            ))}
          </Group>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('userLogs.from')}
              value={draft.start}
              max={draft.end || undefined}
              onChange={(event) => change({ start: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('userLogs.to')}
              value={draft.end}
              min={draft.start || undefined}
              onChange={(event) => change({ end: event.currentTarget.value })}
              error={showProblem && problem ? t(`userLogs.${problem}`) : undefined}
            />
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={reset}>
            {t('userLogs.reset')}
          </Button>
          <Button onClick={apply}>{t('userLogs.apply')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
