// How a Site ID campaign's pixel status reads (issue 25 item 6): the dialog's headline and what to
// do, the table's badge and its tooltip, and a notice per other site whose page views make no leads.
import type { PixelHostSeen, PixelState, PixelStatusResponse } from '@lead/shared';
import type { TFunction } from 'i18next';
import { sinceText } from '../leads/journey-format.ts';
import { leadTime } from '../reports/report-format.ts';
import '../../i18n/en-campaigns.ts';

/** Other sites named one by one; past these, they are counted. */
export const ELSEWHERE_NAMED = 3;

const COLORS: Record<PixelState, string> = {
  'never-seen': 'gray',
  seen: 'green',
  silent: 'orange',
  'elsewhere-only': 'orange',
};

export type PixelStatusWords = {
  color: string;
  /** The table's badge ("Pixel installed"). */
  badge: string;
  /** The dialog's headline ("Installed"). */
  headline: string;
  /** The dialog's sentences under it: what was seen and what to do. */
  lines: string[];
  /** The badge's tooltip: the same in one sentence, without pointing at the code. */
  summary: string;
  /** One sentence per other site (the newest few), then how many more. */
  elsewhere: string[];
};

const wholeNumber = new Intl.NumberFormat('en-US');
const hours = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'hour', unitDisplay: 'long' });
const days = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'day', unitDisplay: 'long' });

/** How long nothing came since `iso`, whole: hours under two days ("30 hours"), else days ("3 days"). */
export function quietForText(iso: string, now: Date): string {
  const elapsedHours = Math.floor(Math.max(0, now.getTime() - new Date(iso).getTime()) / 3_600_000);
  return elapsedHours < 48 ? hours.format(elapsedHours) : days.format(Math.floor(elapsedHours / 24));
}

export function pixelStatusWords(status: PixelStatusResponse, t: TFunction, now: Date): PixelStatusWords {
  const site = status.site_host ?? t('campaigns.pixel.theSite');
  const last = status.on_site[0];
  const base = {
    color: COLORS[status.state],
    badge: t(`campaigns.pixel.badge.${status.state}`),
    headline: t(`campaigns.pixel.state.${status.state}`),
    elsewhere: elsewhereWords(status.elsewhere, status.site_host, t, now),
  };
  if (status.state === 'silent' && last) {
    const duration = quietForText(last.last_seen_at, now);
    return {
      ...base,
      lines: [
        t('campaigns.pixel.silent', { duration, host: last.host, when: leadTime(last.last_seen_at) }),
        t('campaigns.pixel.silentAdvice'),
      ],
      summary: t('campaigns.pixel.silentShort', { duration, host: last.host }),
    };
  }
  if (status.state === 'seen' && last) {
    const lastOnSite = t('campaigns.pixel.lastOnSite', {
      host: last.host,
      when: sinceText(last.last_seen_at, now),
    });
    const views = status.on_site.reduce((sum, host) => sum + host.page_views, 0);
    return {
      ...base,
      lines: [lastOnSite, t('campaigns.pixel.pageViews', { count: views, views: wholeNumber.format(views) })],
      summary: lastOnSite,
    };
  }
  return {
    ...base,
    lines: [t('campaigns.pixel.notSeen', { site })],
    summary: t('campaigns.pixel.notSeenShort', { site }),
  };
}

function elsewhereWords(
  elsewhere: readonly PixelHostSeen[],
  siteHost: string | null,
  t: TFunction,
  now: Date,
): string[] {
  const named = elsewhere.slice(0, ELSEWHERE_NAMED).map((seen) =>
    siteHost
      ? t('campaigns.pixel.elsewhere', {
          host: seen.host,
          when: sinceText(seen.last_seen_at, now),
          site: siteHost,
        })
      : t('campaigns.pixel.elsewhereNoSite', { host: seen.host, when: sinceText(seen.last_seen_at, now) }),
  );
  const more = elsewhere.length - named.length;
  return more > 0 ? [...named, t('campaigns.pixel.elsewhereMore', { count: more })] : named;
}
