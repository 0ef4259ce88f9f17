// Sections the sidebar and profile menu link to whose content arrives in later issues: each shows
// its heading and what will be there, so a link never ends on the not-found page.
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../components/info-page.tsx';
import type { en } from '../../i18n/en.ts';

type PlannedSection = keyof (typeof en)['planned'];

export function PlannedSectionPage({ section }: { section: PlannedSection }) {
  const { t } = useTranslation();
  return (
    <InfoPage
      title={t(`planned.${section}.title`)}
      emptyTitle={t(`planned.${section}.emptyTitle`)}
      emptyText={t(`planned.${section}.emptyText`)}
    />
  );
}
