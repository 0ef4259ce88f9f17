// The dev mailbox (part of ARCHITECTURE "e-mail"): without SMTP, sent e-mails are read here by the
// platform's staff; anyone else is told to sign in as one of them and sees no message.
import { messages } from '@lead/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DateTime } from 'luxon';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import { useAccessToken } from '../../lib/session.tsx';
import { LinkifiedText } from './linkified-text.tsx';
import { type OutboxMessage, useOutbox } from './outbox-api.ts';

const refusedStatuses = [401, 403];

export function DevMailPage() {
  const { t } = useTranslation();
  const token = useAccessToken();
  const outbox = useOutbox(token);
  const refused =
    token === null || (outbox.error instanceof ApiError && refusedStatuses.includes(outbox.error.status));

  useEffect(() => {
    document.title = t('devMail.title');
  }, [t]);

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('devMail.title')}</Title>
          {!refused && (
            <Button variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
              {t('devMail.refresh')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('devMail.intro')}
        </Text>
        {refused && (
          <Alert color="yellow" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{messages.devMailStaffOnly}</Text>
              {token === null && (
                <Anchor component={Link} to="/login" className="wl-link">
                  {t('devMail.signIn')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {!refused && outbox.isPending && <Skeleton height={120} />}
        {!refused && outbox.isError && (
          <Alert
            color={outbox.error instanceof ApiError && outbox.error.status === 404 ? 'yellow' : 'red'}
            role="alert"
          >
            {outbox.error instanceof ApiError && outbox.error.status === 404
              ? t('devMail.off')
              : errorMessageOf(outbox.error)}
          </Alert>
        )}
        {outbox.data?.messages.length === 0 && <Text>{t('devMail.empty')}</Text>}
        {outbox.data?.messages.map((message) => (
          <MailCard key={message.id} message={message} />
        ))}
      </Stack>
    </Container>
  );
}

function MailCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const sent = DateTime.fromISO(message.created_at);
  return (
    <Paper
      component="article"
      className="wl-box"
      withBorder
      radius="md"
      p="md"
      aria-label={t('devMail.messageLabel', { to: message.to, subject: message.subject })}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text fw={600}>{message.subject}</Text>
          <Text size="xs" c="dimmed" title={sent.toISO() ?? undefined}>
            {sent.toLocaleString(DateTime.DATETIME_MED_WITH_SECONDS)} · {sent.toRelative()}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {t('devMail.to')}
          </Badge>
          <Text size="sm">{message.to}</Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <LinkifiedText text={message.text} />
        </Text>
      </Stack>
    </Paper>
  );
}
