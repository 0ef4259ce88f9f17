// One sidebar entry: its label (module entries carry the agency's module name), link and beta badge.
import {
  campaignPermitted,
  can,
  forcedPageFor,
  type ModulePermissions,
  type ShellFacts,
  type SidebarEntry,
  sidebarChildren,
} from '@lead/shared';
import { Badge, NavLink } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useExclusionListDialog } from '../../features/suppression/open-exclusion-list.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { moduleOfEntry, sidebarChildPaths, sidebarPath } from '../../lib/shell-paths.ts';

export function sidebarLabel(entry: SidebarEntry, facts: ShellFacts, t: TFunction): string {
  const kind = moduleOfEntry(entry);
  if (kind) return facts.moduleNames[kind].name;
  return t(`sidebar.entries.${entry as Exclude<SidebarEntry, `module:${string}`>}`);
}

/** Build Your Campaign's own rule (the wizard and the campaign dashboard use the same). */
const mayBuildCampaigns = (facts: ShellFacts): boolean =>
  facts.user_type !== 'sales' &&
  forcedPageFor(facts, 'campaign-management') === null &&
  campaignPermitted(
    { user_type: facts.user_type, permissions: facts.permissions as ModulePermissions },
    'create',
  );

export function SidebarItem({ entry }: { entry: SidebarEntry }) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const { pathname } = useLocation();
  const children = sidebarChildren(entry, {
    mayBuildCampaigns: mayBuildCampaigns(facts),
    mayCreateBanners: can(facts.permissions as ModulePermissions, 'Ads Design', 'create'),
  });
  const label = sidebarLabel(entry, facts, t);
  const path = sidebarPath(entry, facts);

  // A client's exclusion list is a dialog, not a page.
  if (!path) return <ExclusionListNavLink label={label} />;

  const kind = moduleOfEntry(entry);
  const section = kind ? `/${facts.moduleNames[kind].url}` : path;
  const childPaths = children.map((child) => sidebarChildPaths[child]);
  const active = pathname === section || pathname.startsWith(`${section}/`) || childPaths.includes(pathname);
  const beta = kind === 'b2b' && facts.betaFeatures.b2b_module?.is_beta === true;
  return (
    <NavLink
      component={Link}
      to={path}
      label={label}
      active={active}
      data-entry={entry}
      className="wl-nav-link"
      defaultOpened={children.length > 0 ? true : undefined}
      rightSection={
        beta ? (
          <Badge size="xs" variant="filled" color="yellow" c="dark">
            {t('sidebar.beta')}
          </Badge>
        ) : null
      }
    >
      {children.length > 0
        ? children.map((child) => (
            <NavLink
              key={child}
              component={Link}
              to={sidebarChildPaths[child]}
              label={t(`sidebar.children.${child}`)}
              active={pathname === sidebarChildPaths[child]}
              data-sub-entry={child}
              className="wl-nav-link"
            />
          ))
        : undefined}
    </NavLink>
  );
}

function ExclusionListNavLink({ label }: { label: string }) {
  const openExclusionList = useExclusionListDialog();
  return (
    <NavLink
      component="button"
      label={label}
      onClick={openExclusionList}
      data-entry="exclusion-list"
      className="wl-nav-link"
    />
  );
}
