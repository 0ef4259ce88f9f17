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

/** What a page view tells about the visitor; the provider may know who it is. */
export type VisitSignal = {
  ip: string | null;
  userAgent: string | null;
  emailMd5: string | null;
  /** The pixel's first-party visitor id. */
  visitorId: string | null;
};

/** Who a person is and how to reach them, as every provider and the built-in graph know them. */
export type PersonContact = {
  /** Stable identity key: the same person keeps it across runs. */
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  /** MD5 of the lower-cased e-mail, as suppression lists and hashed-e-mail matches compare it. */
  emailMd5: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
};

/** A person the provider resolved: contact data, consumer attributes, and (B2B) their business. */
export type ResolvedPerson = PersonContact & {
  attributes: Record<string, string | number | boolean>;
  business: {
    companyName: string;
    jobTitle: string;
    businessEmail: string;
    industry: string;
    companySize: string;
  } | null;
};

/**
 * Who a campaign's feed looks for: people searching its keywords inside its target (Search ID and
 * Enhance ID), or business contacts of its industries, titles and sizes (B2B ID).
 */
export type MatchQuery = {
  /** Samples differ per campaign, so two campaigns on the same keyword do not get the same people. */
  campaignKey: string;
  kind: 'keywords' | 'business';
  keywords: readonly string[];
  target: Omit<AudienceQuery, 'keywords'>;
  industries: readonly string[];
  jobTitles: readonly string[];
  companySizes: readonly string[];
};

export type AudienceMatch = { person: ResolvedPerson; keyword: string | null };

/** A contact from an uploaded file (data enrichment): its e-mail, or its name and address. */
export type ContactQuery = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

export type LeadDataProvider = {
  readonly name: 'builtin' | 'http';
  countAudience: (query: AudienceQuery) => Promise<AudienceCount>;
  /** One answer per signal, in order: the person, or null when nobody is known. */
  resolveVisits: (signals: readonly VisitSignal[]) => Promise<(ResolvedPerson | null)[]>;
  /** People by the keys earlier answers gave (a feed's visits carry the key). */
  peopleByKey: (keys: readonly string[]) => Promise<Map<string, ResolvedPerson>>;
  /** The people who matched a campaign's query during [from, to). */
  findMatches: (query: MatchQuery, window: { from: Date; to: Date }) => Promise<AudienceMatch[]>;
  /** One answer per contact, in order: the person the provider knows it as, or null. */
  matchContacts: (contacts: readonly ContactQuery[]) => Promise<(ResolvedPerson | null)[]>;
  /** Readies what the first answer would otherwise wait for (the built-in graph); before listening. */
  warm?: () => Promise<void>;
};
