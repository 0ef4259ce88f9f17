// The signed-in shell: loads the user, brands the page with the user's look, header with profile menu.
import type { Appearance, DomainInfo, SessionUser } from '@lead/shared';
import { Alert, Box, Button, Container, Group, isLightColor, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { errorMessageOf } from '../api-error.ts';
import { useDomainInfo } from '../domain-info.ts';
import { CurrentUserProvider, signOut, useCurrentUser, useSessionUser } from '../session.tsx';
import { useWhiteLabel } from '../theme/white-label.tsx';
import { ProfileMenu } from './profile-menu.tsx';

export function SignedInLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user.data) {
    return (
      <CurrentUserProvider value={user.data}>
        <SignedInShell />
      </CurrentUserProvider>
    );
  }
  // A token the server no longer accepts is handled by the API client (Session Ended, then /login).
  if (user.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('shell.userNotLoaded')} role="alert">
          {errorMessageOf(user.error)}
        </Alert>
        <Group mt="md">
          <Button onClick={() => void user.refetch()}>{t('common.retry')}</Button>
          <Button variant="default" onClick={() => void signOut()}>
            {t('profileMenu.logOut')}
          </Button>
        </Group>
      </Container>
    );
  }
  return <PageLoader />;
}

const appearanceOf = (user: SessionUser): Appearance => ({
  sidebarcolor: user.sidebar_bgcolor,
  templatecolor: user.template_bgcolor,
  boxcolor: user.box_bgcolor,
  textcolor: user.text_color,
  linkcolor: user.link_color,
  fonttheme: user.font_theme,
});

/** Clients show their agency's brand; the logo falls back to the parent's, then to a placeholder (part 1 §2). */
function brandOf(user: SessionUser, domain: DomainInfo | undefined) {
  const isClient = user.user_type === 'client';
  return {
    name: isClient ? (user.companyparentname ?? user.company_name) : user.company_name,
    logo: user.company_logo ?? (isClient ? user.companyparentlogo : null) ?? domain?.logo ?? null,
  };
}

function SignedInShell() {
  const user = useCurrentUser();
  const domain = useDomainInfo();
  useWhiteLabel(appearanceOf(user));
  const scheme = useComputedColorScheme('light');
  const brand = brandOf(user, domain.data);
  const headerIsDark = scheme === 'dark' || !isLightColor(user.sidebar_bgcolor);

  return (
    <Box className="wl-page">
      <Box component="header" className="wl-header" px={{ base: 'sm', sm: 'md' }} py="xs">
        <Group justify="space-between" wrap="nowrap">
          <BrandMark name={brand.name} logo={brand.logo} compact color={headerIsDark ? 'white' : 'dark'} />
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle onDark={headerIsDark} />
            <ProfileMenu onDark={headerIsDark} />
          </Group>
        </Group>
      </Box>
      <Box component="main" flex={1}>
        <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
