// /campaign-setup, Build Your Campaign (issue 5 point 4). A client the agency barred from adding
// campaigns never gets here: the route is a 'campaign-management' page for the forced-page rule.
import {
  campaignPermitted,
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  type ModulePermissions,
} from '@lead/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { CampaignWizard } from './campaign-wizard.tsx';
import { useWizardChoices } from './use-wizard-choices.ts';
import '../../i18n/en-campaign-setup.ts';

/** ?module= takes a module kind or the module's slug ('searchid'). */
function moduleOfParam(param: string | null, slugs: Record<LeadModuleKind, { url: string }>) {
  if (!param) return null;
  return LEAD_MODULE_KINDS.find((kind) => kind === param || slugs[kind].url === param) ?? null;
}

export function CampaignSetupPage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [search] = useSearchParams();
  const choices = useWizardChoices();

  const asked = moduleOfParam(search.get('module'), facts.moduleNames);
  const preselected = asked && choices.viewerModules.includes(asked) ? asked : null;
  // The API refuses the create as well; the page says so before any step is filled in.
  const mayCreate = campaignPermitted(
    { user_type: facts.user_type, permissions: facts.permissions as ModulePermissions },
    'create',
  );
  return (
    <>
      <PageHeader title={t('campaignSetup.title')} description={t('campaignSetup.intro')} />
      {!mayCreate ? (
        <EmptyPanel title={t('campaignSetup.noCreateTitle')} description={t('campaignSetup.noCreateText')} />
      ) : choices.viewerModules.length === 0 ? (
        <EmptyPanel
          title={t('campaignSetup.noModulesTitle')}
          description={t('campaignSetup.noModulesText')}
        />
      ) : (
        <CampaignWizard choices={choices} initialModule={preselected ?? choices.viewerModules[0] ?? null} />
      )}
    </>
  );
}
