// What must happen before an agency changes how it bills its clients (issue 15 point 5, issue 23
// point 8): running campaigns are billed by the current method, so they are paused first. The web
// says so before its confirmation; the API refuses with the same sentence.
import type { MessageKey } from '../messages.ts';

export function billingMethodChangeBlocker(activeCampaigns: number): MessageKey | null {
  return activeCampaigns > 0 ? 'billingMethodBusy' : null;
}
