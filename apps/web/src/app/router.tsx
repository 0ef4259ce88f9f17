// Routes of part 1 §2 served by this issue; browser history mode.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SsoPage } from '../features/auth/sso-page.tsx';
import { ModuleDashboardPage } from '../features/dashboard/module-dashboard-page.tsx';
import { NamedShellPage } from '../features/dashboard/named-shell-page.tsx';
import { DevMailPage } from '../features/dev-mail/dev-mail-page.tsx';
import { marketingServicesAgreementDeveloper } from '../features/legal/documents/marketing-services-agreement-developer.ts';
import { privacyPolicy } from '../features/legal/documents/privacy-policy.ts';
import { serviceBillingAgreement } from '../features/legal/documents/service-billing-agreement.ts';
import { termOfUse } from '../features/legal/documents/term-of-use.ts';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { UnknownPathPage } from '../features/not-found/unknown-path-page.tsx';
import { RequireAuth, RequireVisitor } from './guards.tsx';
import { SignedInLayout } from './layout/signed-in-layout.tsx';
import { VisitorLayout } from './layout/visitor-layout.tsx';
import { setNavigator } from './navigation.ts';

const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/login" replace /> },
  {
    element: <VisitorLayout />,
    children: [
      {
        element: <RequireVisitor />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'agency-register/:referralCode?', element: <RegisterPage agencyRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
        ],
      },
      // Visitor-only too, except that a signed-in user may follow a sign-in link (see SsoPage).
      { path: 'sso', element: <SsoPage /> },
      { path: 'privacy-policy', element: <LegalPage document={privacyPolicy} /> },
      { path: 'term-of-use', element: <LegalPage document={termOfUse} /> },
      { path: 'service-billing-agreement', element: <LegalPage document={serviceBillingAgreement} /> },
      {
        path: 'marketing-services-agreement-developer',
        element: <LegalPage document={marketingServicesAgreementDeveloper} />,
      },
      { path: 'dev/mail', element: <DevMailPage /> },
      { path: '*', element: <UnknownPathPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          { path: 'dashboard', element: <NamedShellPage titleKey="pages.dashboard" /> },
          { path: 'user', element: <Navigate to="/user/profile" replace /> },
          { path: 'user/profile', element: <NamedShellPage titleKey="pages.profile" /> },
          { path: 'user/profile-setup', element: <NamedShellPage titleKey="pages.profileSetup" /> },
          { path: 'configuration/agency-list', element: <NamedShellPage titleKey="pages.agencyList" /> },
          {
            path: 'configuration/general-setting',
            element: <NamedShellPage titleKey="pages.generalSetting" />,
          },
          {
            path: 'configuration/sales-connect-account',
            element: <NamedShellPage titleKey="pages.salesConnectAccount" />,
          },
          { path: ':moduleSlug/dashboard', element: <ModuleDashboardPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter([{ path: '/', children: routes }]);

setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
