// One walk through GET /api/v1/leads as a developer's sync job makes it: a page, then the page its
// next_cursor names, until there is none (or `maxPages`). Each page is timed from the request to its
// parsed body, over HTTP against the listening server. The walk checks what it read: every lead
// once, in (created_at, id) order, on a campaign the token may see.

export type Walk = {
  /** ms per page, in the walk's order. */
  pageMs: number[];
  leads: number;
  /** The last page said there was no next one. */
  reachedEnd: boolean;
  /** The cursor each page was asked with (null: the first page). */
  cursors: (string | null)[];
  problems: string[];
};

type LeadItem = { id: number; created_at: string; campaign_id: string };
type LeadPage = { data: LeadItem[]; next_cursor: string | null };

export async function walkLeads(
  baseUrl: string,
  token: string,
  filters: { campaign_id?: string; since?: string },
  options: { maxPages: number; visibleCampaigns: ReadonlySet<string>; onPage?: (page: number) => void },
): Promise<Walk> {
  const pageMs: number[] = [];
  const problems: string[] = [];
  const seen = new Set<number>();
  let last: { at: number; id: number } | null = null;
  let cursor: string | null = null;
  let leads = 0;
  const cursors: (string | null)[] = [];
  do {
    cursors.push(cursor);
    const query = new URLSearchParams({ limit: '100', ...filters, ...(cursor && { cursor }) });
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/leads?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as LeadPage;
    pageMs.push(performance.now() - started);
    if (response.status !== 200) {
      problems.push(`page ${pageMs.length}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      break;
    }
    for (const lead of body.data) {
      const at = Date.parse(lead.created_at);
      if (seen.has(lead.id)) problems.push(`lead ${lead.id} came twice`);
      if (last && (at < last.at || (at === last.at && lead.id <= last.id)))
        problems.push(`lead ${lead.id} is out of order`);
      if (!options.visibleCampaigns.has(lead.campaign_id))
        problems.push(`lead ${lead.id} is of campaign ${lead.campaign_id}, not the agency's`);
      if (filters.campaign_id && lead.campaign_id !== filters.campaign_id)
        problems.push(`lead ${lead.id} is not of campaign ${filters.campaign_id}`);
      if (filters.since && at < Date.parse(filters.since)) problems.push(`lead ${lead.id} is before since`);
      seen.add(lead.id);
      last = { at, id: lead.id };
    }
    leads += body.data.length;
    cursor = body.next_cursor;
    options.onPage?.(pageMs.length);
  } while (cursor && pageMs.length < options.maxPages && problems.length < 10);
  return { pageMs, leads, reachedEnd: cursor === null && problems.length === 0, cursors, problems };
}
