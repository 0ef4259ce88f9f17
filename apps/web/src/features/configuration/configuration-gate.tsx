import type { ConfigurationRoute } from '@lead/shared';
import type { ReactNode } from 'react';
import { useShell } from '../../lib/shell-context.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';

/** A /configuration child renders only when shellView allows it (part 1 §2), else the not-found page. */
export function ConfigurationGate({ route, children }: { route: ConfigurationRoute; children: ReactNode }) {
  const { view } = useShell();
  if (!view.configurationRoutes.includes(route)) return <NotFoundPage />;
  return children;
}
