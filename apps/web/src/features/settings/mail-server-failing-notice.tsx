// Issue 23: the agency's saved mail server refused mail; the platform carries it meanwhile. Said on
// the mail settings page with the server's own words and what to do.
import { messages, type SmtpSenderView } from '@lead/shared';
import { Alert, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-agency-hosts.ts';

export function MailServerFailingNotice({ failing }: { failing: SmtpSenderView['failing'] }) {
  const { t } = useTranslation();
  if (!failing) return null;
  const since = DateTime.fromISO(failing.since).toLocaleString(DateTime.DATETIME_MED);
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="smtp-failing-notice">
      {/* The title in the body's own colour: Mantine's light titles miss AA contrast (axe). */}
      <Text fw={700} size="sm">
        {t('agencyHosts.mail.failingTitle')}
      </Text>
      <Text size="sm">
        {messages.smtpSenderFailing.replace('{since}', since).replace('{reason}', failing.reason)}
      </Text>
    </Alert>
  );
}
