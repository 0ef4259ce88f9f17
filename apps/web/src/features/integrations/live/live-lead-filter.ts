// Which live leads a dashboard shows: its module (unless all) and, when one client is picked, that client's.
import type { LiveLeadEvent, ReportSelection } from '@lead/shared';

export function belongsTo(
  lead: Pick<LiveLeadEvent, 'module' | 'company_id'>,
  selection: ReportSelection,
): boolean {
  if (selection.moduleType !== 'all' && lead.module !== selection.moduleType) return false;
  return selection.clientId === 'all' || lead.company_id === selection.clientId;
}
