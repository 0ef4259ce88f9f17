// A lead's score in the lead lists (issue 25 item 2): the number, strong when the lead is hot, its
// tags as written, and the reasons on hover or keyboard focus, one line each ("+30 Viewed /pricing").
import { HOT_TAG, type LeadScoreSummary, scoreReasonLine } from '@lead/shared';
import { Badge, Group, HoverCard, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import '../../i18n/en-leads.ts';

/** The number's badge: filled red for a hot lead, neutral otherwise (the "hot" tag says it in words). */
export function ScoreValueBadge({ score, size = 'lg' }: { score: LeadScoreSummary; size?: 'lg' | 'xl' }) {
  const hot = score.tags.includes(HOT_TAG);
  return (
    <Badge
      size={size}
      color={hot ? 'red' : 'gray'}
      variant={hot ? 'filled' : 'light'}
      style={WHOLE_BADGE}
      data-hot={hot}
    >
      {String(score.value)}
    </Badge>
  );
}

/** The tags as stored ("hot", "returning", "pricing-page"). */
export function ScoreTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} data-testid="lead-score-tags">
      {tags.map((tag) => (
        <Badge
          key={tag}
          size="xs"
          variant={tag === HOT_TAG ? 'light' : 'outline'}
          color={tag === HOT_TAG ? 'red' : 'gray'}
          tt="none"
          style={WHOLE_BADGE}
        >
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** One line per part of the score, in the rules' order. */
export function ScoreReasons({ reasons }: { reasons: LeadScoreSummary['reasons'] }) {
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} data-testid="lead-score-reasons">
      {reasons.map((reason) => (
        <Text component="li" size="sm" key={reason.text}>
          {scoreReasonLine(reason)}
        </Text>
      ))}
    </Stack>
  );
}

/** The table cell: a dash for a lead without page views. */
export function LeadScoreCell({ score }: { score: LeadScoreSummary | null }) {
  const { t } = useTranslation();
  if (!score) return <>—</>;
  const name = t('leads.score.value', { value: String(score.value) });
  return (
    <Stack gap={4} align="flex-start">
      {score.reasons.length > 0 ? (
        <HoverCard
          role="tooltip"
          position="bottom-start"
          shadow="md"
          withArrow
          openDelay={150}
          events={{ hover: true, focus: true, touch: true }}
        >
          <HoverCard.Target>
            <UnstyledButton aria-label={name} data-testid="lead-score" style={{ borderRadius: 4 }}>
              <ScoreValueBadge score={score} />
            </UnstyledButton>
          </HoverCard.Target>
          <HoverCard.Dropdown maw={320}>
            <Text size="xs" fw={700} mb={4}>
              {t('leads.score.why', { value: String(score.value) })}
            </Text>
            <ScoreReasons reasons={score.reasons} />
          </HoverCard.Dropdown>
        </HoverCard>
      ) : (
        <span role="img" aria-label={name} data-testid="lead-score">
          <ScoreValueBadge score={score} />
        </span>
      )}
      <ScoreTags tags={score.tags} />
    </Stack>
  );
}
