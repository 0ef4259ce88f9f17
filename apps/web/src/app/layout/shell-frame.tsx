// The frame of every signed-in page: top bar, sidebar (a drawer below 768 px), banner, then the page.

import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ForcedPageRedirect } from '../forced-page-redirect.tsx';
import { useWhiteLabel } from '../theme/white-label.tsx';
import { ActionRequiredBanner } from './action-required-banner.tsx';
import { appearanceOf } from './brand.ts';
import { usePaymentNotices } from './payment-notices.ts';
import { Sidebar } from './sidebar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { ViewAsBanner } from './view-as-banner.tsx';

export function ShellFrame() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { view } = useShell();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  useWhiteLabel(appearanceOf(user));
  usePaymentNotices();

  // The mobile drawer closes once a link in it was followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => nav.close(), [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header className="wl-box wl-topbar">
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar className="wl-navbar" aria-label={t('sidebar.label')} data-testid="sidebar">
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main className="wl-page" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {user.isViewMode && <ViewAsBanner />}
        {view.actionRequiredBanner && <ActionRequiredBanner />}
        <ForcedPageRedirect>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ForcedPageRedirect>
      </AppShell.Main>
    </AppShell>
  );
}
