import type { CampaignStatus } from '@lead/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CampaignStatus, string> = {
  active: 'green',
  paused: 'yellow',
  stopped: 'red',
  draft: 'gray',
  archived: 'dark',
};

/** The campaign's status as a coloured label. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      data-testid="campaign-status"
      // Never cut: the badge keeps its whole label however narrow the column gets.
      styles={{ root: { minWidth: 'max-content', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}
