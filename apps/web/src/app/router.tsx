// Routes of part 1 §2; browser history mode. Signed-in routes declare their page kind for the
// forced-page rule (handle.pageKind); configuration and module routes sit behind the shared rules.
import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { configurationRoutes } from '../features/configuration/configuration-routes.tsx';
import { ModuleGate } from '../features/modules/module-gate.tsx';
import { UnknownPathPage } from '../features/not-found/unknown-path-page.tsx';
import { lazyPage, preloadPagesOf } from '../lib/lazy-page.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { prefetchSession, signIn } from '../lib/session.tsx';
import { tokenStore } from '../lib/token-store.ts';
import type { RouteHandle } from './forced-page-redirect.tsx';
import { RequireAuth, RequireVisitor } from './guards.tsx';
import { VisitorLayout } from './layout/visitor-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// The sign-in page is the only page in the first download: the shell and every other page load on use.
const SignedInLayout = lazyPage(() => import('./layout/signed-in-layout.tsx'), 'SignedInLayout');
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const SsoPage = lazyPage(() => import('../features/auth/sso-page.tsx'), 'SsoPage');
const AudiencePage = lazyPage(() => import('../features/audience/audience-page.tsx'), 'AudiencePage');
const CardSettingPage = lazyPage(
  () => import('../features/billing/card-setting-page.tsx'),
  'CardSettingPage',
);
const SandboxConnectPage = lazyPage(
  () => import('../features/billing/sandbox-connect-page.tsx'),
  'SandboxConnectPage',
);
const CampaignSetupPage = lazyPage(
  () => import('../features/campaign-setup/campaign-setup-page.tsx'),
  'CampaignSetupPage',
);
const ClientPage = lazyPage(() => import('../features/campaign-filing/client-page.tsx'), 'ClientPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const DownloadAuthPage = lazyPage(
  () => import('../features/documents/download-auth-page.tsx'),
  'DownloadAuthPage',
);
const DevMailPage = lazyPage(() => import('../features/dev-mail/dev-mail-page.tsx'), 'DevMailPage');
const HeldLeadsPage = lazyPage(() => import('../features/held-leads/held-leads-page.tsx'), 'HeldLeadsPage');
const LeadPage = lazyPage(() => import('../features/leads/lead-page.tsx'), 'LeadPage');
const LegalPage = lazyPage(() => import('../features/legal/legal-page.tsx'), 'LegalPage');
const CampaignManagementPage = lazyPage(
  () => import('../features/modules/campaign-management-page.tsx'),
  'CampaignManagementPage',
);
const LeadsManagementPage = lazyPage(
  () => import('../features/modules/leads-management-page.tsx'),
  'LeadsManagementPage',
);
const ModuleDashboardPage = lazyPage(
  () => import('../features/modules/module-dashboard-page.tsx'),
  'ModuleDashboardPage',
);
const BannerListRoute = lazyPage(() => import('../features/banners/banner-routes.tsx'), 'BannerListRoute');
const BannerCreateRoute = lazyPage(
  () => import('../features/banners/banner-routes.tsx'),
  'BannerCreateRoute',
);
const BannerEditRoute = lazyPage(() => import('../features/banners/banner-routes.tsx'), 'BannerEditRoute');
const BannerClientsRoute = lazyPage(
  () => import('../features/banners/banner-routes.tsx'),
  'BannerClientsRoute',
);
const ReferralLinkPage = lazyPage(
  () => import('../features/referrals/referral-link-page.tsx'),
  'ReferralLinkPage',
);
const IntegrationsPage = lazyPage(
  () => import('../features/integrations/integrations-page.tsx'),
  'IntegrationsPage',
);
const IntegrationSettingsPage = lazyPage(
  () => import('../features/integrations/integration-settings-page.tsx'),
  'IntegrationSettingsPage',
);
const ClientDataEnrichmentPage = lazyPage(
  () => import('../features/data-enrichment/client-data-enrichment-page.tsx'),
  'ClientDataEnrichmentPage',
);
const InvoicesPage = lazyPage(() => import('../features/invoices/invoices-page.tsx'), 'InvoicesPage');
const InvoicePage = lazyPage(() => import('../features/invoices/invoice-page.tsx'), 'InvoicePage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage');
const ProfileSetupPage = lazyPage(
  () => import('../features/profile/profile-setup-page.tsx'),
  'ProfileSetupPage',
);
const QuestionnairePage = lazyPage(
  () => import('../features/questionnaire/questionnaire-page.tsx'),
  'QuestionnairePage',
);
const CampaignDashboardPage = lazyPage(
  () => import('../features/reports/campaign-dashboard-page.tsx'),
  'CampaignDashboardPage',
);
const PublicOptOutPage = lazyPage(
  () => import('../features/suppression/public-opt-out-page.tsx'),
  'PublicOptOutPage',
);

const kind = (pageKind: RouteHandle['pageKind']): RouteHandle => ({ pageKind });

const userRoutes: RouteObject[] = [
  { path: 'user', element: <Navigate to="/user/profile" replace /> },
  { path: 'user/profile', element: <ProfilePage /> },
  { path: 'user/profile-setup', element: <ProfileSetupPage />, handle: kind('profile-setup') },
  { path: 'user/profile-setup-v1', element: <ProfileSetupPage fromMenu />, handle: kind('profile-setup') },
  { path: 'user/card-setting', element: <CardSettingPage />, handle: kind('card-setting') },
  { path: 'user/questionnaire', element: <QuestionnairePage /> },
  { path: 'user/questionnaire-add', element: <QuestionnairePage /> },
  { path: 'user/referral-link', element: <ReferralLinkPage /> },
];

// Module sections: /{slug}/… for the user's module slugs only (ModuleGate); /{slug} itself is
// redirected by the catch-all, so visitors still get the not-found page for one-segment paths.
const moduleRoutes: RouteObject[] = [
  {
    element: <ModuleGate />,
    children: [
      { path: ':moduleSlug/dashboard', element: <ModuleDashboardPage /> },
      {
        path: ':moduleSlug/campaign-management',
        element: <CampaignManagementPage />,
        handle: kind('campaign-management'),
      },
      {
        path: ':moduleSlug/campaign-management-v1',
        element: <CampaignManagementPage />,
        handle: kind('campaign-management'),
      },
    ],
  },
  {
    element: <ModuleGate administratorsOnly />,
    children: [{ path: ':moduleSlug/leads-management', element: <LeadsManagementPage /> }],
  },
  // A lead's own page (issue 25 item 1): opened from the dashboards' lists and from leads-management.
  {
    element: <ModuleGate leadPage />,
    children: [{ path: ':moduleSlug/leads/:leadId', element: <LeadPage /> }],
  },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  ...userRoutes,
  { path: 'integrations', element: <IntegrationsPage /> },
  { path: 'integrations/:slug/:name', element: <IntegrationSettingsPage /> },
  { path: 'banner', element: <Navigate to="/banner/list" replace /> },
  { path: 'banner/list', element: <BannerListRoute /> },
  { path: 'banner/create', element: <BannerCreateRoute /> },
  { path: 'banner/:bannerSetId/edit', element: <BannerEditRoute /> },
  { path: 'banner/clients', element: <BannerClientsRoute /> },
  { path: 'campaign', element: <CampaignDashboardPage /> },
  { path: 'held-leads', element: <HeldLeadsPage /> },
  { path: 'invoices', element: <InvoicesPage /> },
  { path: 'invoices/:invoiceId', element: <InvoicePage /> },
  { path: 'data-enrichment', element: <ClientDataEnrichmentPage /> },
  // Barred clients go to the dashboard, as for campaign management (forced-page rule).
  { path: 'Audience', element: <AudiencePage />, handle: kind('campaign-management') },
  { path: 'campaign-setup', element: <CampaignSetupPage />, handle: kind('campaign-management') },
  { path: 'Client', element: <ClientPage /> },
  { path: 'download-auth/:pkdoc', element: <DownloadAuthPage /> },
  { path: 'sandbox/connect', element: <SandboxConnectPage /> },
  ...configurationRoutes,
  ...moduleRoutes,
];

const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/login" replace /> },
  {
    element: <VisitorLayout />,
    children: [
      {
        element: <RequireVisitor />,
        children: [
          { path: 'login', element: <LoginPage onSignedIn={signIn} /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'agency-register/:referralCode?', element: <RegisterPage agencyRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
        ],
      },
      // Visitor-only too, except that a signed-in user may follow a sign-in link (see SsoPage).
      { path: 'sso', element: <SsoPage /> },
      { path: 'privacy-policy', element: <LegalPage name="privacyPolicy" /> },
      { path: 'term-of-use', element: <LegalPage name="termOfUse" /> },
      { path: 'service-billing-agreement', element: <LegalPage name="serviceBillingAgreement" /> },
      {
        path: 'marketing-services-agreement-developer',
        element: <LegalPage name="marketingServicesAgreementDeveloper" />,
      },
      { path: 'opt-out', element: <PublicOptOutPage /> },
      { path: 'dev/mail', element: <DevMailPage /> },
      { path: '*', element: <UnknownPathPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: (
          <Suspense fallback={<PageLoader />}>
            <SignedInLayout />
          </Suspense>
        ),
        // A page that fails shows its error inside the shell, whose menus lead on.
        children: [{ errorElement: <RouteErrorPage />, children: signedInRoutes }],
      },
    ],
  },
];

const tree: RouteObject[] = [{ path: '/', errorElement: <RouteErrorPage />, children: routes }];

export const router = createBrowserRouter(tree);

// A signed-in load asks for the user, the shell facts, the shell's code and the page's code at once,
// not each after the one before (about 0.4 s less before the page shows, more on a slow network).
if (tokenStore.get() !== null) {
  prefetchSession();
  for (const match of matchRoutes(tree, window.location) ?? []) preloadPagesOf(match.route.element);
}

setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
