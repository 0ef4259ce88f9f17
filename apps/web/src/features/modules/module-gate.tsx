// Module sections (part 1 §2): /{slug}/… exists only for a module the sidebar shows to this user;
// leads-management only for administrators, for any module. Anything else is the not-found page.
import type { LeadModuleKind } from '@lead/shared';
import { leadsManagementAllowed } from '@lead/shared';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useShell } from '../../lib/shell-context.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { moduleForSlug, visibleModuleForSlug } from './module-slug.ts';

export type ModuleSection = { kind: LeadModuleKind; name: string; slug: string };

export function ModuleGate({ administratorsOnly = false }: { administratorsOnly?: boolean }) {
  const { facts, view } = useShell();
  const { moduleSlug } = useParams();
  if (administratorsOnly && !leadsManagementAllowed(facts.user_type)) return <NotFoundPage />;
  // Administrators manage every module's leads, also one their own sidebar has no section for
  // (platform administrators have no module sections at all).
  const kind = administratorsOnly
    ? moduleForSlug(facts, moduleSlug)
    : visibleModuleForSlug(facts, view.sidebar, moduleSlug);
  if (!kind || !moduleSlug) return <NotFoundPage />;
  const section: ModuleSection = { kind, name: facts.moduleNames[kind].name, slug: moduleSlug };
  return <Outlet context={section} />;
}

export const useModuleSection = () => useOutletContext<ModuleSection>();
