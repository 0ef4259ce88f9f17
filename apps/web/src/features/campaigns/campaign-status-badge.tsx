import type { CampaignStatus } from '@lead/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-campaigns.ts';

const COLORS: Record<CampaignStatus, string> = {
  active: 'green',
  paused: 'yellow',
  stopped: 'red',
  draft: 'gray',
  archived: 'dark',
};

/** The campaign's status as a label with a coloured dot (the text keeps the page's text colour, readable in both schemes). */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="dot"
      data-testid="campaign-status"
      // Never cut: the badge keeps its whole label however narrow the column gets.
      styles={{ root: { minWidth: 'max-content', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}
