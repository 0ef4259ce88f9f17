// The /configuration children of part 1 §2, each behind the shared configuration-route rule.
import { CONFIGURATION_ROUTES, type ConfigurationRoute } from '@lead/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router';
import { InfoPage } from '../../components/info-page.tsx';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { ConfigurationGate } from './configuration-gate.tsx';

const SalesConnectPage = lazyPage(() => import('../billing/sales-connect-page.tsx'), 'SalesConnectPage');
const ReportAnalyticsPage = lazyPage(
  () => import('../report-analytics/report-analytics-page.tsx'),
  'ReportAnalyticsPage',
);
const RoleListPage = lazyPage(() => import('../roles/role-list-page.tsx'), 'RoleListPage');
const GeneralSettingPage = lazyPage(
  () => import('../settings/general-setting-page.tsx'),
  'GeneralSettingPage',
);
const AdministratorListPage = lazyPage(() => import('../staff/index.ts'), 'AdministratorListPage');
const SalesAccountListPage = lazyPage(() => import('../staff/index.ts'), 'SalesAccountListPage');
const OptOutListPage = lazyPage(() => import('../suppression/opt-out-list-page.tsx'), 'OptOutListPage');
const DataEnrichmentPage = lazyPage(
  () => import('../data-enrichment/data-enrichment-page.tsx'),
  'DataEnrichmentPage',
);
const TenantTreePage = lazyPage(() => import('../tenants/tenant-tree-page.tsx'), 'TenantTreePage');

type PlannedRoute = Exclude<
  ConfigurationRoute,
  | 'client-management'
  | 'agency-list'
  | 'administrator-list'
  | 'sales-account-list'
  | 'role-list'
  | 'general-setting'
  | 'sales-connect-account'
  | 'opt-out-list'
  | 'report-analytics'
>;

/** Pages whose lists arrive with agency and client management: heading and what will be here. */
function PlannedPage({ route }: { route: PlannedRoute }) {
  const { t } = useTranslation();
  return (
    <InfoPage
      title={t(`configurationPages.${route}`)}
      emptyTitle={t(`configurationEmpty.${route}.title`)}
      emptyText={t(`configurationEmpty.${route}.text`)}
    />
  );
}

const built: Partial<Record<ConfigurationRoute, ReactNode>> = {
  'client-management': <TenantTreePage key="client" userType="client" />,
  'agency-list': <TenantTreePage key="userdownline" userType="userdownline" />,
  'administrator-list': <AdministratorListPage />,
  'sales-account-list': <SalesAccountListPage />,
  'role-list': <RoleListPage />,
  'general-setting': <GeneralSettingPage />,
  'sales-connect-account': <SalesConnectPage />,
  'opt-out-list': <OptOutListPage />,
  'report-analytics': <ReportAnalyticsPage />,
  'data-enrichment': <DataEnrichmentPage />,
};

export const configurationRoutes: RouteObject[] = [
  { path: 'configuration', element: <Navigate to="/configuration/client-management" replace /> },
  ...CONFIGURATION_ROUTES.map((route) => ({
    path: `configuration/${route}`,
    element: (
      <ConfigurationGate route={route}>
        {built[route] ?? <PlannedPage route={route as PlannedRoute} />}
      </ConfigurationGate>
    ),
  })),
];
