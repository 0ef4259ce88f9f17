// /{slug}/campaign-management: the beta Service Agreement first when b2b asks for it (part 1 §4),
// then the module's campaigns.
import { useLocation, useNavigate } from 'react-router';
import { moduleDashboardPath } from '../../lib/landing.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { FeatureAgreementDialog } from '../agreements/feature-agreement-dialog.tsx';
import { CampaignManagement } from '../campaigns/campaign-management.tsx';
import { useModuleSection } from './module-gate.tsx';

export function CampaignManagementPage() {
  const { facts, view } = useShell();
  const section = useModuleSection();
  const navigate = useNavigate();
  const location = useLocation();
  const feature = facts.betaFeatures.b2b_module;

  if (section.kind === 'b2b' && view.b2bAgreementNeeded && feature) {
    // Declining (or a failed save) goes back to the previous path; opened directly, to the module dashboard.
    const goBack = () => {
      if (location.key !== 'default') void navigate(-1);
      else void navigate(moduleDashboardPath(section.slug), { replace: true });
    };
    return (
      <FeatureAgreementDialog
        feature={feature}
        locationMenu="b2b campaign-management"
        onAgreed={() => undefined}
        onDeclined={goBack}
      />
    );
  }
  return <CampaignManagement section={section} />;
}
