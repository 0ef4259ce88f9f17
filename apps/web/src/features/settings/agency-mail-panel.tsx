// An agency's own mail server in General Settings (issue 14): the sender form (the password only as
// saved / not saved), a test of the form as typed (testsmtp) or of the saved server (test-email) with
// the outcome in a sentence, and going back to the platform's mail.
import {
  messages,
  SMTP_SECURITIES,
  type SmtpSecurityName,
  type SmtpSenderView,
  type SmtpTestResult,
  smtpSenderFields,
} from '@lead/shared';
import {
  Alert,
  Box,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import {
  readSmtpSender,
  removeSmtpSender,
  saveSmtpSender,
  smtpSenderKey,
  testSavedSmtp,
  testSmtpForm,
} from './agency-hosts-api.ts';
import { issuesByField } from './issues-by-field.ts';
import { MailServerFailingNotice } from './mail-server-failing-notice.tsx';
import '../../i18n/en-agency-hosts.ts';

type Values = {
  host: string;
  port: number | string;
  security: SmtpSecurityName;
  username: string;
  password: string;
  from_name: string;
  from_address: string;
};
/**
 * A state in words beside a coloured dot (the dot carries no text, so the words keep the text colour:
 * Mantine's coloured badges miss AA contrast on the white-label boxes).
 */
export function StatusLabel({ on, testId, children }: { on: boolean; testId: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }} data-testid={testId}>
      <Box
        aria-hidden
        w={10}
        h={10}
        bg={on ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-orange-6)'}
        style={{ borderRadius: '50%' }}
      />
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

/** Mantine's dimmed descriptions miss AA contrast on white (axe): these read in the text colour. */
export const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-text)' } };
const FIELDS = ['host', 'port', 'security', 'username', 'password', 'from_name', 'from_address'] as const;

const valuesOf = (sender: SmtpSenderView): Values => ({
  host: sender.host,
  port: sender.port ?? 587,
  security: sender.security,
  username: sender.username,
  password: '',
  from_name: sender.from_name,
  from_address: sender.from_address,
});

export function AgencyMailPanel({ companyId, canSave }: { companyId: number; canSave: boolean }) {
  const { t } = useTranslation();
  const sender = useQuery({ queryKey: smtpSenderKey(companyId), queryFn: () => readSmtpSender(companyId) });
  if (sender.isError)
    return (
      <Alert color="red" title={t('agencyHosts.mail.loadFailed')}>
        {errorMessageOf(sender.error)}
        <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void sender.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!sender.data) return <Skeleton h={320} />;
  return <AgencyMailForm companyId={companyId} saved={sender.data} canSave={canSave} />;
}

function TestOutcome({ outcome }: { outcome: SmtpTestResult | null }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const sent = outcome.result === 'success';
  return (
    <Alert color={sent ? 'green' : 'red'} variant="light" data-testid="smtp-test-outcome">
      {/* The title in the body's own colour: Mantine's light titles miss AA contrast (axe). */}
      <Text fw={700} size="sm">
        {sent ? t('agencyHosts.mail.testSent') : t('agencyHosts.mail.testFailed')}
      </Text>
      <Text size="sm">{outcome.message}</Text>
    </Alert>
  );
}

function AgencyMailForm({
  companyId,
  saved,
  canSave,
}: {
  companyId: number;
  saved: SmtpSenderView;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [testTo, setTestTo] = useState(user.email);
  const [outcome, setOutcome] = useState<SmtpTestResult | null>(null);
  const set = (field: keyof Values) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: value }));

  const refresh = () => queryClient.invalidateQueries({ queryKey: smtpSenderKey(companyId) });
  const save = useMutation({
    mutationFn: (form: Values) => saveSmtpSender(companyId, form),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setValues((current) => ({ ...current, password: '' }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => removeSmtpSender(companyId),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await refresh();
    },
  });
  const test = useMutation({
    mutationFn: (which: 'form' | 'saved') =>
      which === 'form' ? testSmtpForm(companyId, values, testTo) : testSavedSmtp(companyId, testTo),
    onMutate: () => setOutcome(null),
    onSuccess: setOutcome,
  });
  const server = { ...fieldErrorsOf(save.error), ...fieldErrorsOf(test.error) };

  /** The form as the shared schema reads it; its problems stand under their fields. */
  const checked = () => {
    const result = smtpSenderFields.safeParse(values);
    const found = issuesByField(result.error);
    if (!values.password && !saved.configured) found.password = messages.smtpPasswordRequired;
    setProblems(found);
    return Object.keys(found).length === 0;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checked()) save.mutate(values);
  };
  const askRemove = () =>
    openConfirmAction({
      title: t('agencyHosts.mail.removeTitle'),
      children: <Text size="sm">{t('agencyHosts.mail.removeText')}</Text>,
      labels: { confirm: t('agencyHosts.mail.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutateAsync(),
    });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('agencyHosts.mail.title')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm">{t('agencyHosts.mail.intro')}</Text>
          <StatusLabel on={saved.configured} testId="smtp-status">
            {saved.configured ? t('agencyHosts.mail.usingOwn') : t('agencyHosts.mail.usingPlatform')}
          </StatusLabel>
        </Group>
        <MailServerFailingNotice failing={saved.failing} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('agencyHosts.mail.host')}
            placeholder={t('agencyHosts.mail.hostHint')}
            value={values.host}
            onChange={(event) => set('host')(event.currentTarget.value)}
            error={problems.host ?? server.host}
            required
            autoComplete="off"
          />
          {/* The port takes its five digits' room; the security choice the rest, so its label shows whole. */}
          <Group align="flex-start" wrap="nowrap">
            <NumberInput
              w={110}
              label={t('agencyHosts.mail.port')}
              value={values.port}
              onChange={set('port')}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={65535}
              error={problems.port ?? server.port}
              required
            />
            <Select
              flex={1}
              label={t('agencyHosts.mail.security')}
              data={SMTP_SECURITIES.map((value) => ({ value, label: t(`agencyHosts.mail.${value}`) }))}
              value={values.security}
              onChange={(value) => value && set('security')(value)}
              allowDeselect={false}
              error={problems.security ?? server.security}
            />
          </Group>
          <TextInput
            label={t('agencyHosts.mail.username')}
            value={values.username}
            onChange={(event) => set('username')(event.currentTarget.value)}
            error={problems.username ?? server.username}
            required
            autoComplete="off"
          />
          <PasswordInput
            styles={READABLE_DESCRIPTION}
            label={t('agencyHosts.mail.password')}
            description={
              saved.password === 'set'
                ? t('agencyHosts.mail.passwordSet')
                : t('agencyHosts.mail.passwordNotSet')
            }
            value={values.password}
            onChange={(event) => set('password')(event.currentTarget.value)}
            error={problems.password ?? server.password}
            required={saved.password !== 'set'}
            autoComplete="new-password"
          />
          <TextInput
            label={t('agencyHosts.mail.fromName')}
            value={values.from_name}
            onChange={(event) => set('from_name')(event.currentTarget.value)}
            error={problems.from_name ?? server.from_name}
            required
          />
          <TextInput
            label={t('agencyHosts.mail.fromAddress')}
            type="email"
            value={values.from_address}
            onChange={(event) => set('from_address')(event.currentTarget.value)}
            error={problems.from_address ?? server.from_address}
            required
          />
        </SimpleGrid>
        <FormAlert error={save.error ?? test.error} fields={[...FIELDS, 'to', 'email']} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('agencyHosts.mail.testTo')}
            type="email"
            value={testTo}
            onChange={(event) => setTestTo(event.currentTarget.value)}
            error={server.to ?? server.email}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="default"
            loading={test.isPending && test.variables === 'form'}
            disabled={!canSave || test.isPending}
            onClick={() => checked() && test.mutate('form')}
          >
            {t('agencyHosts.mail.testForm')}
          </Button>
          {saved.configured && (
            <Button
              variant="default"
              loading={test.isPending && test.variables === 'saved'}
              disabled={!canSave || test.isPending}
              onClick={() => test.mutate('saved')}
            >
              {t('agencyHosts.mail.testSaved')}
            </Button>
          )}
        </Group>
        <div aria-live="polite">
          <TestOutcome outcome={outcome} />
        </div>
        <Group justify="flex-end">
          {saved.configured && (
            <Button
              variant="subtle"
              color="red"
              onClick={askRemove}
              disabled={!canSave}
              loading={remove.isPending}
            >
              {t('agencyHosts.mail.remove')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={!canSave || save.isPending}>
            {t('agencyHosts.mail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
