import type { ModulePermissions } from '@lead/shared';
import { useShell } from '../../lib/shell-context.tsx';
import type { Viewer } from './row-action-rules.ts';

/** The signed-in user as the row-action rules see it. */
export function useViewer(): Viewer {
  const { facts } = useShell();
  return {
    user_type: facts.user_type,
    systemuser: facts.systemuser,
    permissions: facts.permissions as ModulePermissions,
    viewing: facts.isViewMode,
  };
}
