// Lead flood rules (issue 12 item 4: 100 page views from one address, rotating only the user agent,
// made 100 leads and $100 of charges). A source address makes at most a few leads per campaign a
// day; and when a campaign's leads of the last hour pass several times its usual hourly rate (and a
// floor), its new leads are held unbilled until the agency releases or discards them.

export type LeadFloodRules = {
  /** Leads one source address may make for one campaign in any 24 hours. */
  leadsPerIpPerDay: number;
  /** Hold new leads past this multiple of the campaign's usual leads per hour… */
  velocityMultiplier: number;
  /** …and never below this many leads in the last hour (a new campaign has no usual rate). */
  velocityFloorPerHour: number;
};

/** The usual rate is read from the week before the last hour. */
export const VELOCITY_BASELINE_HOURS = 7 * 24;

/** The address has already made its leads for this campaign in the last 24 hours. */
export const ipCapReached = (leadsFromAddress: number, rules: Pick<LeadFloodRules, 'leadsPerIpPerDay'>) =>
  leadsFromAddress >= rules.leadsPerIpPerDay;

/** Leads per hour over the baseline week. */
export const usualHourlyRate = (leadsInBaseline: number): number => leadsInBaseline / VELOCITY_BASELINE_HOURS;

/** How many leads an hour a campaign makes before the next ones are held. */
export const velocityThreshold = (usualPerHour: number, rules: LeadFloodRules): number =>
  Math.max(rules.velocityFloorPerHour, Math.ceil(rules.velocityMultiplier * usualPerHour));

/** A new lead is held for review once the last hour's leads (held ones too) reach the threshold. */
export const holdForReview = (leadsLastHour: number, usualPerHour: number, rules: LeadFloodRules): boolean =>
  leadsLastHour >= velocityThreshold(usualPerHour, rules);
