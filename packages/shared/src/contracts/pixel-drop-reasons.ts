// Why the pixel endpoint dropped a page view, and the label of each (no schema library: the web's
// labels load on every page).
/**
 * Why a pixel page view was dropped before processing, so never became a visit (issue 13 point 6):
 * counted per campaign and UTC day. `unknown-campaign` (the key names no campaign) and drops whose
 * key names no campaign are counted platform-wide only.
 */
export const PIXEL_DROP_REASONS = [
  'bot',
  'unknown-campaign',
  'campaign-not-running',
  'other-site',
  'rate-limited-ip',
  'rate-limited-campaign',
  'malformed',
] as const;
export type PixelDropReason = (typeof PIXEL_DROP_REASONS)[number];

/** The label of each drop reason, shown beside the pipeline's rejection reasons. */
export const PIXEL_DROP_REASON_LABELS = {
  bot: 'Bot or crawler',
  'unknown-campaign': 'Unknown campaign key',
  'campaign-not-running': 'Campaign not running',
  'other-site': "Page not on the campaign's site",
  'rate-limited-ip': 'Too many page views from one address',
  'rate-limited-campaign': 'Too many page views for the campaign',
  malformed: 'Malformed page view',
} as const satisfies Record<PixelDropReason, string>;
