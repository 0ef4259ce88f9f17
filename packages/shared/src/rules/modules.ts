// Which lead modules exist for an agency and which a client may use (part 1 §1, §6; part 2 §1, §6).
import { LEAD_MODULE_KINDS, type LeadModuleKind } from '../constants.ts';

export type ModuleNaming = Record<LeadModuleKind, { name: string; url: string }>;

/** "local|locator" → ['local', 'locator']; unknown values and blanks are ignored. */
export function clientModules(leadspeekType: string | null | undefined): LeadModuleKind[] {
  const listed = (leadspeekType ?? '').split('|').map((value) => value.trim());
  return LEAD_MODULE_KINDS.filter((kind) => listed.includes(kind));
}

/** Site ID and Search ID always exist; Enhance ID and B2B ID only with both a name and a url. */
export function agencyModules(naming: ModuleNaming): LeadModuleKind[] {
  return LEAD_MODULE_KINDS.filter((kind) => {
    if (kind === 'local' || kind === 'locator') return true;
    return naming[kind].name.trim() !== '' && naming[kind].url.trim() !== '';
  });
}

export type BetaFeature = { is_beta: boolean; apply_to_all_agency: boolean };

/** A beta feature is open when not beta, when beta applies to every agency, or for a beta user. */
export function betaFeatureOpen(feature: BetaFeature | null, isBetaUser: boolean): boolean {
  if (!feature?.is_beta) return true;
  return feature.apply_to_all_agency || isBetaUser;
}

/** The beta agreement is asked for when the feature is beta and it applies to this user. */
export function betaAgreementNeeded(
  feature: BetaFeature | null,
  isBetaUser: boolean,
  agreed: boolean,
): boolean {
  if (!feature?.is_beta || agreed) return false;
  return feature.apply_to_all_agency || isBetaUser;
}
