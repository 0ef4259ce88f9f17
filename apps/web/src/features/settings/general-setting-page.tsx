// /configuration/general-setting: module names and slugs, appearance, (agencies) the payment account
// and its plan, and (platform staff) package prices, beta features and lead flood protection.
import { can, type ModulePermissions } from '@lead/shared';
import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { ConnectedAccountPanel } from '../billing/connected-account-panel.tsx';
import { CommissionRatesPanel } from '../commissions/commission-rates-panel.tsx';
import { mayUsePresets } from '../price-presets/price-presets-api.ts';
import { PricePresetsPanel } from '../price-presets/price-presets-panel.tsx';
import { PackagePricesPanel } from '../subscriptions/package-prices-panel.tsx';
import { PlanPanel } from '../subscriptions/plan-panel.tsx';
import { AgencyDomainPanel } from './agency-domain-panel.tsx';
import { AgencyMailPanel } from './agency-mail-panel.tsx';
import { AppearanceForm } from './appearance-form.tsx';
import { BetaFeaturesPanel } from './beta-features-panel.tsx';
import { EmbeddedCodePanel } from './embedded-code-panel.tsx';
import { LeadFloodPanel } from './lead-flood-panel.tsx';
import { LogoPanel } from './logo-panel.tsx';
import { ModuleNamesForm } from './module-names-form.tsx';
import { readSetting, settingKey } from './settings-api.ts';
import '../../i18n/en-subscriptions.ts';
import '../../i18n/en-price-presets.ts';
import '../../i18n/en-lead-flood.ts';
import '../../i18n/en-general-setting.ts';
import '../../i18n/en-commissions.ts';
import '../../i18n/en-agency-hosts.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function GeneralSettingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { facts } = useShell();
  const companyId = user.company_id;
  const modules = useQuery({
    queryKey: settingKey(companyId, 'modules'),
    queryFn: () => readSetting(companyId, 'modules'),
  });
  const appearance = useQuery({
    queryKey: settingKey(companyId, 'appearance'),
    queryFn: () => readSetting(companyId, 'appearance'),
  });
  const canSave = can(facts.permissions as ModulePermissions, 'Settings', 'update');
  const platformStaff = facts.systemuser && facts.rootcomp && facts.user_type !== 'sales';
  // Agencies receive charges and payouts through their own connected account (part 2 §4).
  const agencyOwner = (facts.user_type === 'user' || facts.user_type === 'userdownline') && !facts.systemuser;
  // Issue 14: an agency's own mail server and site address (its own company only).
  const ownAgency = !facts.rootcomp && facts.user_type !== 'client';
  const failure = modules.error ?? appearance.error;

  return (
    <>
      <PageHeader title={t('configurationPages.general-setting')} />
      <Stack gap="lg" maw={860}>
        {agencyOwner && <ConnectedAccountPanel type="agency" />}
        {ownAgency && (
          <Section title={t('subscriptions.plan.title')}>
            <PlanPanel companyId={companyId} canChange={canSave} />
          </Section>
        )}
        {platformStaff && (
          <Section title={t('subscriptions.prices.title')}>
            <PackagePricesPanel canSave={canSave} />
          </Section>
        )}
        {platformStaff && (
          <Section title={t('generalSetting.betaTitle')}>
            <BetaFeaturesPanel />
          </Section>
        )}
        {platformStaff && (
          <Section title={t('leadFlood.title')}>
            <LeadFloodPanel />
          </Section>
        )}
        {platformStaff && (
          <Section title={t('commissions.ratesTitle')}>
            <CommissionRatesPanel />
          </Section>
        )}
        {mayUsePresets(facts) && (
          <Section title={t('pricePresets.title')}>
            <PricePresetsPanel />
          </Section>
        )}
        {ownAgency && (
          <Section title={t('agencyHosts.domain.title')}>
            <AgencyDomainPanel companyId={companyId} canSave={canSave} />
          </Section>
        )}
        {ownAgency && (
          <Section title={t('agencyHosts.mail.title')}>
            <AgencyMailPanel companyId={companyId} canSave={canSave} />
          </Section>
        )}
        {failure && <Alert color="red">{errorMessageOf(failure)}</Alert>}
        <Section title={t('generalSetting.modulesTitle')}>
          {modules.data ? (
            <ModuleNamesForm companyId={companyId} initial={modules.data} canSave={canSave} />
          ) : (
            <Skeleton h={200} />
          )}
        </Section>
        <Section title={t('generalSetting.appearanceTitle')}>
          {appearance.data ? (
            <AppearanceForm companyId={companyId} initial={appearance.data} canSave={canSave} />
          ) : (
            <Skeleton h={160} />
          )}
        </Section>
        <Section title={t('generalSetting.logoTitle')}>
          <LogoPanel companyId={companyId} logo={user.company_logo} canSave={canSave} />
        </Section>
        {agencyOwner && (
          <Section title={t('generalSetting.embedTitle')}>
            <EmbeddedCodePanel companyId={companyId} canSave={canSave && !user.isViewMode} />
          </Section>
        )}
      </Stack>
    </>
  );
}
