// Which host a user may sign in on (ours; part 1 §7 login sends domainName for this).
// A user signs in under its own brand: clients on their agency's host, agency staff on their
// agency's host or the platform host above it, platform staff on the platform host.
import type { CompanyKind } from '../constants.ts';

export type CompanyRef = { id: number; kind: CompanyKind };

/** `lineage` is the user's company and its ancestors, nearest first, ending at the root. */
export function mayUseHost(lineage: CompanyRef[], hostCompanyId: number): boolean {
  const own = lineage[0];
  if (!own) return false;
  const brand = own.kind === 'client' ? lineage[1] : own;
  if (!brand) return false;
  if (brand.id === hostCompanyId) return true;
  const root = lineage[lineage.length - 1];
  return own.kind === 'agency' && root !== undefined && root.id === hostCompanyId;
}
