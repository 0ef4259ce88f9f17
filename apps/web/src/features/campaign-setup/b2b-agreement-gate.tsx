// Choosing B2B ID while its beta Service Agreement is due opens the agreement first, as the b2b
// campaign-management page does (part 1 §4 "Beta b2b"); declining un-chooses the module.
import type { LeadModuleKind } from '@lead/shared';
import { useShell } from '../../lib/shell-context.tsx';
import { FeatureAgreementDialog } from '../agreements/feature-agreement-dialog.tsx';

type B2bAgreementGateProps = { module: LeadModuleKind | null; onDeclined: () => void };

export function B2bAgreementGate({ module, onDeclined }: B2bAgreementGateProps) {
  const { facts, view } = useShell();
  const feature = facts.betaFeatures.b2b_module;
  if (module !== 'b2b' || !view.b2bAgreementNeeded || !feature) return null;
  return (
    <FeatureAgreementDialog
      feature={feature}
      locationMenu="b2b campaign-setup"
      onAgreed={() => undefined}
      onDeclined={onDeclined}
    />
  );
}
