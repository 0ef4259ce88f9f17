// /user/referral-link (part 2 §7 "Referral under /general/referralink/"): an agency owner's or sales
// person's link to the platform's agency sign-up page (/agency-register/{code}) with Copy, and the
// agencies that registered through it, newest first. Others are sent to their profile.
import { TENANT_LIMITS } from '@lead/shared';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useShell } from '../../lib/shell-context.tsx';
import {
  listReferralRegistrations,
  logLinkCopied,
  REFERRALS_KEY,
  readReferralLink,
} from './referrals-api.ts';
import '../../i18n/en-referrals.ts';

export function ReferralLinkPage() {
  const { facts } = useShell();
  if (facts.user_type !== 'userdownline' && facts.user_type !== 'sales')
    return <Navigate to="/user" replace />;
  return <ReferralLink />;
}

function ReferralLink() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('referrals.title')} description={t('referrals.intro')} />
      <Stack gap="xl">
        <LinkBox />
        <Registrations />
      </Stack>
    </>
  );
}

function LinkBox() {
  const { t } = useTranslation();
  const link = useQuery({ queryKey: [...REFERRALS_KEY, 'link'], queryFn: readReferralLink });
  if (link.isPending) return <Skeleton h={96} maw={640} />;
  if (link.isError)
    return (
      <Alert color="red" title={t('referrals.linkFailed')}>
        {errorMessageOf(link.error)}
        <Button size="xs" variant="light" color="red" ml="sm" onClick={() => link.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <Paper className="wl-box" withBorder radius="md" p="lg" maw={720}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('referrals.linkLabel')}
          description={t('referrals.codeLabel', { code: link.data.referral_code })}
          value={link.data.referral_link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
          data-testid="referral-link"
        />
        <CopyButton value={link.data.referral_link}>
          {({ copied, copy }) => (
            <Button
              onClick={() => {
                copy();
                // The log is a courtesy: a failed report must not undo the copy.
                logLinkCopied().catch(() => undefined);
              }}
              miw={120}
            >
              {copied ? t('referrals.copied') : t('referrals.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

const when = (iso: string) => DateTime.fromISO(iso).toLocaleString(DateTime.DATE_MED);

function Registrations() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...REFERRALS_KEY, 'registrations', page],
    queryFn: () => listReferralRegistrations(page, TENANT_LIMITS.perPage),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('referrals.registrationsTitle')}
        </Title>
        {list.data && (
          <Text size="sm" c="dimmed" data-testid="referral-total">
            {t('referrals.total', { count: list.data.total })}
          </Text>
        )}
      </Group>
      <ListStates
        query={list}
        page={page}
        onPage={setPage}
        loadFailed={t('referrals.loadFailed')}
        empty={{ title: t('referrals.emptyTitle'), description: t('referrals.emptyText') }}
      >
        <Table striped data-testid="referral-registrations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('referrals.columns.company')}</Table.Th>
              <Table.Th>{t('referrals.columns.name')}</Table.Th>
              <Table.Th>{t('referrals.columns.registered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((row) => (
              <Table.Tr key={row.company_id}>
                <Table.Td>{row.company_name}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <time dateTime={row.registered_at}>{when(row.registered_at)}</time>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListStates>
    </Stack>
  );
}
