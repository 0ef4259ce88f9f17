import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { WelcomeCard } from '../dashboard/welcome-card.tsx';
import { ProfileWizard } from './profile-wizard.tsx';
import '../../i18n/en-profile-setup.ts';

/** /user/profile-setup (onboarding) and /user/profile-setup-v1 (the profile-menu entry): the same wizard. */
export function ProfileSetupPage({ fromMenu = false }: { fromMenu?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={fromMenu ? t('profileSetup.menuTitle') : t('profileSetup.title')}
        description={t('profileSetup.intro')}
      />
      <Stack gap="lg" maw={860}>
        {!fromMenu && <WelcomeCard />}
        <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ProfileWizard />
        </Paper>
      </Stack>
    </>
  );
}
