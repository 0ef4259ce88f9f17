// The lead page's score (issue 25 item 2): the number out of 100, its tags, each reason on a line, and
// what the score means. Leads without page views have no score and no card.
import { type LeadScoreSummary, RECENT_DAYS } from '@lead/shared';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScoreReasons, ScoreTags } from './lead-score-badge.tsx';
import '../../i18n/en-leads.ts';

export function LeadScoreCard({ score }: { score: LeadScoreSummary }) {
  const { t } = useTranslation();
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="lead-score-card">
      <Title order={2} size="h4" mb="sm">
        {t('leads.score.title')}
      </Title>
      <Group align="baseline" gap={6} mb="xs">
        <Text fz={40} fw={700} lh={1} data-testid="lead-score-value">
          {String(score.value)}
        </Text>
        <Text c="dimmed">{t('leads.score.outOf')}</Text>
      </Group>
      <ScoreTags tags={score.tags} />
      {score.reasons.length > 0 ? (
        <>
          <Title order={3} size="h6" mt="md" mb={4}>
            {t('leads.score.reasons')}
          </Title>
          <ScoreReasons reasons={score.reasons} />
        </>
      ) : (
        <Text size="sm" mt="md">
          {t('leads.score.noReasons')}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="md">
        {t('leads.score.meaning', { days: String(RECENT_DAYS) })}
      </Text>
    </Paper>
  );
}
