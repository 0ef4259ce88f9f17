// Which running campaigns Report Analytics lists as under-performing (GET
// /configuration/get-under-perform-campaigns; part 2 §7 names the route, the rule is ours). A campaign
// is judged on its last seven days against the seven before, once it has run a whole window, so a
// campaign that just started is never flagged for what it has not had time to do.

export const UNDER_PERFORMANCE = {
  /** The window a campaign is judged on, in days (and the window before it, for the trend). */
  windowDays: 7,
  /** Leads fell to at most this share of the window before… */
  dropShare: 0.5,
  /** …which had at least this many, so one lead more or less never reads as a trend. */
  dropMinPrevious: 10,
  /** How often the platform judges every running campaign again (Report Analytics reads the judgment). */
  judgedEveryMinutes: 5,
} as const;

/** Most serious first: the order the list shows them in. */
export const UNDER_PERFORMANCE_FINDINGS = ['no-visits', 'no-leads', 'leads-dropping'] as const;
export type UnderPerformanceFinding = (typeof UNDER_PERFORMANCE_FINDINGS)[number];

export type CampaignWindow = {
  /** Whole days since the campaign last started running. */
  daysRunning: number;
  /** Page views (Site ID) or provider matches (the other modules) received in the window. */
  visits: number;
  /** Billable leads of the window and of the window before it. */
  leads: number;
  previousLeads: number;
};

export function underPerformanceOf(window: CampaignWindow): UnderPerformanceFinding | null {
  const rule = UNDER_PERFORMANCE;
  if (window.daysRunning < rule.windowDays) return null;
  if (window.visits === 0) return 'no-visits';
  if (window.leads === 0) return 'no-leads';
  if (window.previousLeads >= rule.dropMinPrevious && window.leads <= window.previousLeads * rule.dropShare)
    return 'leads-dropping';
  return null;
}

/** What each finding means and what to do about it, as Report Analytics shows it. */
export const UNDER_PERFORMANCE_MESSAGES: Record<UnderPerformanceFinding, string> = {
  'no-visits': 'No page views or matches in 7 days. Check that the embed code is on the site.',
  'no-leads': 'Visits arrive but none became a lead in 7 days.',
  'leads-dropping': 'Leads fell by half or more against the 7 days before.',
};
