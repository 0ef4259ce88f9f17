// Where 'view as user' lands (part 2 §2): the local module, else the locator module, else settings.
import { type ShellFacts, shellView } from '@lead/shared';
import { moduleDashboardPath } from '../../app/landing.ts';

/** "Has a module" means the shared sidebar rule shows it to the viewed user. */
export function viewAsLandingPath(facts: ShellFacts): string {
  const sidebar = shellView(facts).sidebar;
  if (sidebar.includes('module:local')) return moduleDashboardPath(facts.moduleNames.local.url);
  if (sidebar.includes('module:locator')) return moduleDashboardPath(facts.moduleNames.locator.url);
  if (facts.user_type === 'user' || facts.user_type === 'userdownline') {
    return '/configuration/general-setting';
  }
  return '/user/profile-setup';
}
