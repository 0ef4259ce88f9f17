// Slack on a campaign: the channel its alerts go to (an installed app; an incoming webhook's channel
// is Slack's) and which leads are posted — hot leads, from a score, with a tag, or every lead
// (rules/lead-alert.ts, applied by the server when it makes the deliveries).
import {
  ALERT_RULE_KINDS,
  ALERT_SCORE_LIMITS,
  type AlertRule,
  type CampaignTargetsInput,
  DEFAULT_ALERT_RULE,
} from '@lead/shared';
import { NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TargetOption } from './integrations-api.ts';
import '../../i18n/en-integrations.ts';

type SlackAlertFieldsProps = {
  value: CampaignTargetsInput;
  channels: TargetOption[];
  loading: boolean;
  problems: Record<string, string>;
  onChange: (next: CampaignTargetsInput) => void;
};

/** What a rule of each kind starts as when it is picked. */
const startOf = (kind: AlertRule['kind'], current: AlertRule): AlertRule => {
  if (kind === current.kind) return current;
  if (kind === 'score') return { kind, minScore: 70 };
  if (kind === 'tag') return { kind, tag: '' };
  return { kind };
};

export function SlackAlertFields({ value, channels, loading, problems, onChange }: SlackAlertFieldsProps) {
  const { t } = useTranslation();
  const rule = (value.alertRule as AlertRule | undefined) ?? DEFAULT_ALERT_RULE;
  const setRule = (next: AlertRule) => onChange({ ...value, alertRule: next });
  const known = new Set(channels.map((channel) => channel.id));
  const channelData = [
    { value: '', label: t('integrations.campaign.channelDefault') },
    ...channels.map((channel) => ({ value: channel.id, label: channel.name })),
    // A channel chosen earlier and since archived still shows, by its id.
    ...(value.channel && !known.has(value.channel) ? [{ value: value.channel, label: value.channel }] : []),
  ];
  return (
    <Stack gap="sm">
      {!loading && channels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.campaign.webhookChannel')}
        </Text>
      ) : (
        <Select
          label={t('integrations.campaign.channel')}
          description={t('integrations.campaign.channelHint')}
          data={channelData}
          value={value.channel ?? ''}
          onChange={(channel) => onChange({ ...value, channel: channel || undefined })}
          searchable
          allowDeselect={false}
          disabled={loading}
          placeholder={loading ? t('common.loading') : undefined}
          error={problems['targets.channel']}
        />
      )}
      <Radio.Group
        label={t('integrations.campaign.alertRule')}
        value={rule.kind}
        onChange={(kind) => setRule(startOf(kind as AlertRule['kind'], rule))}
        error={problems['targets.alertRule.kind']}
      >
        <Stack gap={6} mt={6}>
          {ALERT_RULE_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={t(`integrations.campaign.alertKinds.${kind}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {rule.kind === 'score' && (
        <NumberInput
          label={t('integrations.campaign.alertScore')}
          min={ALERT_SCORE_LIMITS.min}
          max={ALERT_SCORE_LIMITS.max}
          allowDecimal={false}
          value={rule.minScore}
          onChange={(minScore) => setRule({ kind: 'score', minScore: Number(minScore) })}
          error={problems['targets.alertRule.minScore']}
          w={200}
        />
      )}
      {rule.kind === 'tag' && (
        <TextInput
          label={t('integrations.campaign.alertTag')}
          description={t('integrations.campaign.alertTagHint')}
          value={rule.tag}
          maxLength={30}
          onChange={(event) => setRule({ kind: 'tag', tag: event.currentTarget.value })}
          error={problems['targets.alertRule.tag']}
          w={300}
        />
      )}
    </Stack>
  );
}
