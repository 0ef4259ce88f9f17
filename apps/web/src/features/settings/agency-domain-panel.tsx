// An agency's site address in General Settings (issue 14): its subdomain under the platform, and a
// custom domain with the DNS record to create, a Check DNS action and its verified / not verified state.
import { customDomainProblem, type DomainState, subdomainProblem } from '@lead/shared';
import { Alert, Button, Code, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { checkDomain, domainsKey, readDomains, saveCustomDomain, saveSubdomain } from './agency-hosts-api.ts';
import { READABLE_DESCRIPTION, StatusLabel } from './agency-mail-panel.tsx';
import '../../i18n/en-leads.ts';
import '../../i18n/en-agency-hosts.ts';
import { NamedCopyButton } from '../../components/named-copy-button.tsx';

/** The platform's domain, read from the agency's host (acme.example.com → example.com). */
const platformDomainOf = (state: DomainState) =>
  state.platform_host && state.subdomain ? state.platform_host.slice(state.subdomain.length + 1) : null;

export function AgencyDomainPanel({ companyId, canSave }: { companyId: number; canSave: boolean }) {
  const { t } = useTranslation();
  const domains = useQuery({ queryKey: domainsKey(companyId), queryFn: () => readDomains(companyId) });
  if (domains.isError)
    return (
      <Alert color="red" title={t('agencyHosts.domain.loadFailed')}>
        {errorMessageOf(domains.error)}
        <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void domains.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!domains.data) return <Skeleton h={240} />;
  return (
    <Stack gap="lg">
      <SubdomainForm companyId={companyId} state={domains.data} canSave={canSave} />
      <CustomDomainForm companyId={companyId} state={domains.data} canSave={canSave} />
    </Stack>
  );
}

function useSaved(companyId: number) {
  return (state: DomainState) => {
    queryClient.setQueryData(domainsKey(companyId), state);
    if (state.message) notifications.show({ color: 'green', message: state.message });
  };
}

function SubdomainForm({
  companyId,
  state,
  canSave,
}: {
  companyId: number;
  state: DomainState;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  const [subdomain, setSubdomain] = useState(state.subdomain ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveSubdomain(companyId, subdomain),
    onSuccess: useSaved(companyId),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = subdomainProblem(subdomain);
    setProblem(found);
    if (!found) save.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('agencyHosts.domain.subdomain')}>
      <Group align="flex-start" gap="sm">
        <TextInput
          styles={READABLE_DESCRIPTION}
          label={t('agencyHosts.domain.subdomain')}
          description={
            state.platform_host
              ? t('agencyHosts.domain.subdomainHint', { host: state.platform_host })
              : undefined
          }
          value={subdomain}
          onChange={(event) => setSubdomain(event.currentTarget.value)}
          error={problem ?? fieldErrorsOf(save.error).subdomain}
          style={{ flex: 1, minWidth: 240 }}
          autoComplete="off"
        />
        <Button type="submit" mt={state.platform_host ? 44 : 25} loading={save.isPending} disabled={!canSave}>
          {t('agencyHosts.domain.saveSubdomain')}
        </Button>
      </Group>
      <FormAlert error={save.error} fields={['subdomain']} />
    </form>
  );
}

function CustomDomainForm({
  companyId,
  state,
  canSave,
}: {
  companyId: number;
  state: DomainState;
  canSave: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [domain, setDomain] = useState(state.domain ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const onSaved = useSaved(companyId);
  const save = useMutation({
    mutationFn: (value: string) => saveCustomDomain(companyId, value),
    onSuccess: onSaved,
  });
  const check = useMutation({ mutationFn: () => checkDomain(companyId), onSuccess: onSaved });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = domain.trim() === '' ? null : customDomainProblem(domain, platformDomainOf(state));
    setProblem(found);
    if (!found) save.mutate(domain);
  };
  const checkedAt = state.checked_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(state.checked_at),
      )
    : null;

  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate aria-label={t('agencyHosts.domain.customDomain')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            styles={READABLE_DESCRIPTION}
            label={t('agencyHosts.domain.customDomain')}
            description={t('agencyHosts.domain.customDomainHint')}
            placeholder="leads.youragency.com"
            value={domain}
            onChange={(event) => setDomain(event.currentTarget.value)}
            error={problem ?? fieldErrorsOf(save.error).domain}
            style={{ flex: 1, minWidth: 240 }}
            autoComplete="off"
          />
          <Button type="submit" mt={44} loading={save.isPending} disabled={!canSave}>
            {t('agencyHosts.domain.saveDomain')}
          </Button>
          {state.domain && (
            <Button
              variant="subtle"
              color="red"
              mt={44}
              disabled={!canSave || save.isPending}
              onClick={() => {
                setDomain('');
                save.mutate('');
              }}
            >
              {t('agencyHosts.domain.removeDomain')}
            </Button>
          )}
        </Group>
        <FormAlert error={save.error} fields={['domain']} />
      </form>
      {state.domain && state.record && (
        <Stack gap="xs" data-testid="custom-domain-state">
          <Group gap="xs">
            <Text fw={600}>{state.domain}</Text>
            <StatusLabel on={state.verified} testId="domain-verification">
              {state.verified ? t('agencyHosts.domain.verified') : t('agencyHosts.domain.unverified')}
            </StatusLabel>
          </Group>
          {state.verified ? (
            <Text size="sm">{t('agencyHosts.domain.verifiedText', { domain: state.domain })}</Text>
          ) : (
            <Text size="sm">
              {t('agencyHosts.domain.recordIntro', { domain: state.domain, host: state.platform_host })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder verticalSpacing="xs" data-testid="dns-record">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('agencyHosts.domain.recordType')}</Table.Th>
                  <Table.Th>{t('agencyHosts.domain.recordName')}</Table.Th>
                  <Table.Th>{t('agencyHosts.domain.recordValue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{state.record.type}</Table.Td>
                  {[state.record.name, state.record.value].map((value) => (
                    <Table.Td key={value}>
                      <Group gap="xs" wrap="nowrap">
                        <Code>{value}</Code>
                        <NamedCopyButton
                          value={value}
                          size="compact-xs"
                          variant="light"
                          name={(copied) => `${t(copied ? 'common.copied' : 'common.copy')} ${value}`}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" align="center">
            <Text size="sm" data-testid="domain-last-check" aria-live="polite">
              {checkedAt
                ? t('agencyHosts.domain.lastChecked', { when: checkedAt, found: state.found ?? '' })
                : t('agencyHosts.domain.neverChecked')}
            </Text>
            <Button
              variant="default"
              onClick={() => check.mutate()}
              loading={check.isPending}
              disabled={!canSave}
            >
              {t('agencyHosts.domain.check')}
            </Button>
          </Group>
          <FormAlert error={check.error} />
        </Stack>
      )}
    </Stack>
  );
}
