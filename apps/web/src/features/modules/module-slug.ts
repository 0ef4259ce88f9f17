import {
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  leadsManagementAllowed,
  type ShellFacts,
  type SidebarEntry,
} from '@lead/shared';

/** The module whose URL slug is `slug`, whether or not the user's sidebar shows it. */
export function moduleForSlug(
  facts: Pick<ShellFacts, 'moduleNames'>,
  slug: string | undefined,
): LeadModuleKind | null {
  if (!slug) return null;
  const kind = LEAD_MODULE_KINDS.find((candidate) => {
    const url = facts.moduleNames[candidate].url;
    return url !== '' && url === slug;
  });
  return kind ?? null;
}

/** The module whose URL slug is `slug`, when the shared sidebar rule lets the user see it. */
export function visibleModuleForSlug(
  facts: Pick<ShellFacts, 'moduleNames'>,
  sidebar: readonly SidebarEntry[],
  slug: string | undefined,
): LeadModuleKind | null {
  const kind = moduleForSlug(facts, slug);
  return kind && sidebar.includes(`module:${kind}`) ? kind : null;
}

/**
 * The module of a lead's own page at /{slug}/leads/{id}: a module the sidebar shows, or for
 * administrators any module (they open leads from leads-management, sidebar or not).
 */
export function leadPageModuleForSlug(
  facts: Pick<ShellFacts, 'moduleNames' | 'user_type'>,
  sidebar: readonly SidebarEntry[],
  slug: string | undefined,
): LeadModuleKind | null {
  return leadsManagementAllowed(facts.user_type)
    ? moduleForSlug(facts, slug)
    : visibleModuleForSlug(facts, sidebar, slug);
}

/** Where a lead's own page is, or null when this user cannot open it (no slug, or no section). */
export function leadPagePath(
  facts: Pick<ShellFacts, 'moduleNames' | 'user_type'>,
  sidebar: readonly SidebarEntry[],
  lead: { id: number; module: LeadModuleKind },
): string | null {
  const slug = facts.moduleNames[lead.module].url;
  if (leadPageModuleForSlug(facts, sidebar, slug) !== lead.module) return null;
  return `/${encodeURIComponent(slug)}/leads/${lead.id}`;
}
