import { LEAD_MODULE_KINDS, type LeadModuleKind, type ShellFacts, type SidebarEntry } from '@lead/shared';

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
