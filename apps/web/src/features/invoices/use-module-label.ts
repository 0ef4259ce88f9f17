// A line's module under the name the agency gives it (white-label module names), else the product's.
import type { LeadModuleKind } from '@lead/shared';
import { useShell } from '../../lib/shell-context.tsx';
import { moduleLabelOf } from './invoice-format.ts';

export function useModuleLabel(): (module: string | null) => string {
  const { facts } = useShell();
  return (module) => (module && facts.moduleNames[module as LeadModuleKind]?.name) || moduleLabelOf(module);
}
