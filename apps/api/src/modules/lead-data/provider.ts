// The lead-data provider: where audience counts (and, with the lead engine, resolved identities)
// come from. The built-in identity graph answers offline; the HTTP adapter asks a data partner.

export const TARGET_LOCATIONS = ['National Targeting', 'State', 'Zip Code'] as const;
export type TargetLocation = (typeof TARGET_LOCATIONS)[number];

/** Keywords × a target location (part 2 §3 "Approximate lead-count row"). */
export type AudienceQuery = {
  keywords: readonly string[];
  targetLocation: TargetLocation;
  /** Two-letter US state codes (State targeting). */
  states: readonly string[];
  /** City names within the chosen states (State targeting; empty means the whole states). */
  cities: readonly string[];
  /** Five-digit zips (Zip Code targeting). */
  zipCodes: readonly string[];
};

/** countWithoutGeo: people with the intent nationally; count: of those, inside the target, once each. */
export type AudienceCount = { countWithoutGeo: number; count: number };

/** The provider could not answer now (down, slow, refused): the request may be retried. */
export class LeadDataUnavailable extends Error {
  override name = 'LeadDataUnavailable';
}

export type LeadDataProvider = {
  readonly name: 'builtin' | 'http';
  countAudience: (query: AudienceQuery) => Promise<AudienceCount>;
};
