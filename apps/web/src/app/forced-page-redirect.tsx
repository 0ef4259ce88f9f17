// Forced pages (part 1 §4) on every signed-in route: forcedPageFor decides from the facts and the
// kind of page being opened, which each route declares in its handle.
import { forcedPageFor, type PageKind } from '@lead/shared';
import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { useShell } from '../lib/shell-context.tsx';
import { forcedPagePath } from '../lib/shell-paths.ts';

export type RouteHandle = { pageKind?: PageKind };

export function ForcedPageRedirect({ children }: { children: ReactNode }) {
  const { facts } = useShell();
  const deepest = useMatches().at(-1);
  const kind = (deepest?.handle as RouteHandle | undefined)?.pageKind ?? 'other';
  const forced = forcedPageFor(facts, kind);
  if (forced) return <Navigate to={forcedPagePath(forced, deepest?.params.moduleSlug)} replace />;
  return children;
}
