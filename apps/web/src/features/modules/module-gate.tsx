// Module sections (part 1 §2): /{slug}/… exists only for a module the sidebar shows to this user;
// leads-management only for administrators, for any module; a lead's own page for both (leadPage).
// Anything else is the not-found page.
import type { LeadModuleKind } from '@lead/shared';
import { leadsManagementAllowed } from '@lead/shared';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { useShell } from '../../lib/shell-context.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { leadPageModuleForSlug, moduleForSlug, visibleModuleForSlug } from './module-slug.ts';

export type ModuleSection = { kind: LeadModuleKind; name: string; slug: string };

type ModuleGateProps = {
  administratorsOnly?: boolean;
  /** A lead's own page: the sidebar's modules, and for administrators every module. */
  leadPage?: boolean;
};

export function ModuleGate({ administratorsOnly = false, leadPage = false }: ModuleGateProps) {
  const { facts, view } = useShell();
  const { moduleSlug } = useParams();
  if (administratorsOnly && !leadsManagementAllowed(facts.user_type)) return <NotFoundPage />;
  // Administrators manage every module's leads, also one their own sidebar has no section for
  // (platform administrators have no module sections at all).
  const kind = leadPage
    ? leadPageModuleForSlug(facts, view.sidebar, moduleSlug)
    : administratorsOnly
      ? moduleForSlug(facts, moduleSlug)
      : visibleModuleForSlug(facts, view.sidebar, moduleSlug);
  if (!kind || !moduleSlug) return <NotFoundPage />;
  const section: ModuleSection = { kind, name: facts.moduleNames[kind].name, slug: moduleSlug };
  return <Outlet context={section} />;
}

export const useModuleSection = () => useOutletContext<ModuleSection>();
