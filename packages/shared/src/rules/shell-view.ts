// Everything the shell shows, from the facts: the one function web and API both call.
import type { ShellFacts } from '../contracts/shell.ts';
import {
  CONFIGURATION_ROUTES,
  type ConfigurationRoute,
  configurationRouteAllowed,
} from './configuration-routes.ts';
import { type ForcedPageInput, forcedPage, type PageKind } from './forced-pages.ts';
import { betaAgreementNeeded, betaFeatureOpen } from './modules.ts';
import { actionRequiredBannerShown } from './payment-account.ts';
import type { ModulePermissions } from './permissions.ts';
import { type ProfileMenuEntry, profileMenu } from './profile-menu.ts';
import { homeEntry, type SidebarEntry, sidebarEntries } from './sidebar.ts';

export type ShellView = {
  sidebar: SidebarEntry[];
  /** Where the logo leads (the Dashboard, else the first sidebar entry). */
  home: SidebarEntry | null;
  profileMenu: ProfileMenuEntry[];
  configurationRoutes: ConfigurationRoute[];
  actionRequiredBanner: boolean;
  b2bAgreementNeeded: boolean;
  dataWalletAgreementNeeded: boolean;
};

export function shellView(facts: ShellFacts): ShellView {
  const b2bOpen = betaFeatureOpen(facts.betaFeatures.b2b_module, facts.betaUserOf.b2b_module);
  const dataWalletOpen = betaFeatureOpen(facts.betaFeatures.data_wallet, facts.betaUserOf.data_wallet);
  const sidebar = sidebarEntries({ ...facts, b2bOpen, permissions: facts.permissions as ModulePermissions });
  return {
    sidebar,
    home: homeEntry(sidebar),
    profileMenu: profileMenu({ ...facts, dataWalletOpen }),
    configurationRoutes: CONFIGURATION_ROUTES.filter((route) => configurationRouteAllowed(route, facts)),
    actionRequiredBanner: actionRequiredBannerShown(facts.user_type, facts.connectedAccount),
    b2bAgreementNeeded: betaAgreementNeeded(
      facts.betaFeatures.b2b_module,
      facts.betaUserOf.b2b_module,
      facts.agreements.b2b_module,
    ),
    dataWalletAgreementNeeded: betaAgreementNeeded(
      facts.betaFeatures.data_wallet,
      facts.betaUserOf.data_wallet,
      facts.agreements.data_wallet,
    ),
  };
}

export function forcedPageFor(facts: ShellFacts, opening: PageKind) {
  const input: ForcedPageInput = facts;
  return forcedPage(input, opening);
}
