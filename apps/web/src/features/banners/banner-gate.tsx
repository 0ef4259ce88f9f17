// The Ads Design pages render only where the sidebar offers Ads Design (the role's enable flag) and,
// for making or changing a set, the role's create or update flag; else the not-found page.
import { can, type ModulePermissions, type PermissionAction } from '@lead/shared';
import type { ReactNode } from 'react';
import { useShell } from '../../lib/shell-context.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';

export function BannerGate({ action, children }: { action: PermissionAction; children: ReactNode }) {
  const { facts, view } = useShell();
  const offered = view.sidebar.includes('ads-design');
  if (!offered || !can(facts.permissions as ModulePermissions, 'Ads Design', action)) return <NotFoundPage />;
  return children;
}
