// Who has Integrations (part 1 §2 "/integrations … client and userdownline only"; part 2 §6): a
// client, or a user of an agency (its owner or downline). Platform staff and sales people do not:
// the integration routes refuse them the same way (routes/integrations.ts).
import type { ShellFacts } from '@lead/shared';

export function mayUseIntegrations(facts: Pick<ShellFacts, 'user_type' | 'rootcomp'>): boolean {
  if (facts.user_type === 'client') return true;
  return (facts.user_type === 'userdownline' || facts.user_type === 'user') && !facts.rootcomp;
}
