import { questionnaireAllowed } from '@lead/shared';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { ModuleEmptyState } from '../modules/module-empty-state.tsx';
import { ReportDashboard } from '../reports/report-dashboard.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/**
 * /dashboard: who is signed in, the questionnaire while a non-client has not answered it, and the
 * leads, spend and running campaigns across every module (the module dashboards narrow to one).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // part 1 §2: the questionnaire is not for clients.
  const askQuestionnaire = questionnaireAllowed(user.user_type) && user.questionnaire_setup_completed === 'F';
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.dashboard')} />
      {askQuestionnaire && (
        <Alert variant="light" title={t('dashboard.questionnaireTitle')}>
          {t('dashboard.questionnaireText')}{' '}
          <Anchor component={Link} to="/user/questionnaire" className="wl-link">
            {t('dashboard.questionnaireLink')}
          </Anchor>
        </Alert>
      )}
      <WelcomeCard />
      <div>
        <ReportDashboard
          moduleType="all"
          renderEmptyState={(facts) => <ModuleEmptyState moduleType="all" moduleName="" {...facts} />}
        />
      </div>
    </Stack>
  );
}
