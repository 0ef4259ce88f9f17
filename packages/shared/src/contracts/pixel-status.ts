// GET /leadspeek/campaign/{leadspeek_api_id}/pixel-status (issue 25 item 6), added beside the spec's
// calls: whether a Site ID campaign's pixel is installed, where it was seen and when last.
import { z } from 'zod';
import { campaignApiIdField } from '../rules/campaign-status.ts';
import { PIXEL_STATES } from '../rules/pixel-status.ts';

export const campaignPixelStatusParams = z.object({ leadspeek_api_id: campaignApiIdField });

export const pixelHostSeen = z.object({
  host: z.string(),
  page_views: z.number().int(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export type PixelHostSeen = z.infer<typeof pixelHostSeen>;

export const pixelStatusResponse = z.object({
  state: z.enum(PIXEL_STATES),
  /** The campaign's site (from its URL), without www.; null when the URL has none. */
  site_host: z.string().nullable(),
  /** Hosts of the campaign's site where the pixel was seen, newest first. */
  on_site: z.array(pixelHostSeen),
  /** Hosts that are not the campaign's site (their page views make no leads), newest first. */
  elsewhere: z.array(pixelHostSeen),
});
export type PixelStatusResponse = z.infer<typeof pixelStatusResponse>;

export const campaignPixelStatusPath = (leadspeekApiId: string) =>
  `/leadspeek/campaign/${encodeURIComponent(leadspeekApiId)}/pixel-status`;
