// A Site ID campaign's Test tools (part 2 §5 "Test lead", §7 "Campaigns → Testing"): has the pixel
// fired, is the code on the site (a crawl timing out says the spec's 504 sentence), and a test lead
// through the real delivery, at most once a minute (the spec's 429 sentence).
import { type CampaignListRow, messages } from '@lead/shared';
import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { campaignKey, getCampaign } from '../campaigns/campaigns-api.ts';
import { leadTime } from '../reports/report-format.ts';
import { checkPixelFired, checkSiteForCode, sendTestLead } from './lead-tools-api.ts';
import '../../i18n/en-leads.ts';

/** The spec's sentence for the statuses it names, else what the server said. */
function toolFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 504) return messages.crawlBlocked;
  if (error instanceof ApiError && error.status === 429) return messages.testLeadTooSoon;
  return errorMessageOf(error);
}

type ToolProps = { title: string; text: string; children: ReactNode };

function Tool({ title, text, children }: ToolProps) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {children}
    </Stack>
  );
}

type Outcome = { ok: boolean; text: string; detail?: string | null; testId: string };

function Result({ ok, text, detail, testId }: Outcome) {
  return (
    <Alert color={ok ? 'green' : 'red'} data-testid={testId} role="status">
      <Text size="sm">{text}</Text>
      {detail && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {detail}
        </Text>
      )}
    </Alert>
  );
}

type TestToolsModalProps = {
  row: CampaignListRow;
  opened: boolean;
  onClose: () => void;
  /** Sales people and roles without LeadsPeek update may check, not send. */
  maySendTestLead: boolean;
};

export function TestToolsModal({ row, opened, onClose, maySendTestLead }: TestToolsModalProps) {
  const { t } = useTranslation();
  const id = row.leadspeek_api_id;
  const [url, setUrl] = useState('');
  const campaign = useQuery({ queryKey: campaignKey(id), queryFn: () => getCampaign(id), enabled: opened });
  const pixel = useMutation({ mutationFn: () => checkPixelFired(id) });
  const site = useMutation({ mutationFn: () => checkSiteForCode(id, url) });
  const testLead = useMutation({ mutationFn: () => sendTestLead(id) });
  const siteFieldError = Object.values(fieldErrorsOf(site.error))[0];

  const close = () => {
    for (const mutation of [pixel, site, testLead]) mutation.reset();
    onClose();
  };

  const pixelText = (status: 'exist' | 'not exist', lastSeen: string | null) => {
    if (status === 'exist') return t('leads.tools.pixelFired');
    return lastSeen ? t('leads.tools.pixelNotFired') : t('leads.tools.pixelNever');
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('leads.tools.title', { name: row.campaign_name })}
      size="lg"
    >
      <Stack gap="md" data-testid="test-tools">
        <Text size="sm">{t('leads.tools.intro')}</Text>

        <Tool title={t('leads.tools.pixelTitle')} text={t('leads.tools.pixelText')}>
          <Group>
            <Button variant="light" loading={pixel.isPending} onClick={() => pixel.mutate()}>
              {t('leads.tools.pixelCheck')}
            </Button>
          </Group>
          {pixel.data && (
            <Result
              ok={pixel.data.status === 'exist'}
              text={pixelText(pixel.data.status, pixel.data.last_seen_at)}
              detail={
                pixel.data.last_seen_at &&
                t('leads.tools.lastSeen', { when: leadTime(pixel.data.last_seen_at) })
              }
              testId="pixel-result"
            />
          )}
          {pixel.isError && <Result ok={false} text={toolFailure(pixel.error)} testId="pixel-result" />}
        </Tool>

        <Divider />
        <Tool title={t('leads.tools.siteTitle')} text={t('leads.tools.siteText')}>
          <TextInput
            label={t('leads.tools.siteUrl')}
            description={t('leads.tools.siteUrlHint')}
            placeholder={campaign.data?.urlCode ?? 'https://'}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={siteFieldError}
          />
          <Group>
            <Button variant="light" loading={site.isPending} onClick={() => site.mutate()}>
              {t('leads.tools.siteCheck')}
            </Button>
          </Group>
          {site.data && (
            <Result
              ok={site.data.status === 'exist'}
              text={site.data.message}
              detail={t('leads.tools.checked', { url: site.data.checked_url })}
              testId="site-result"
            />
          )}
          {site.isError && !siteFieldError && (
            <Result ok={false} text={toolFailure(site.error)} testId="site-result" />
          )}
        </Tool>

        <Divider />
        <Tool title={t('leads.tools.testLeadTitle')} text={t('leads.tools.testLeadText')}>
          <Group>
            <Button
              loading={testLead.isPending}
              disabled={!maySendTestLead}
              onClick={() => testLead.mutate()}
              title={maySendTestLead ? undefined : t('leads.tools.testLeadNotAllowed')}
            >
              {t('leads.tools.testLeadSend')}
            </Button>
          </Group>
          {testLead.data && <Result ok text={testLead.data.message} testId="test-lead-result" />}
          {testLead.isError && (
            <Result ok={false} text={toolFailure(testLead.error)} testId="test-lead-result" />
          )}
        </Tool>

        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
