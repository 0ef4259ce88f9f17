// A Prepaid campaign's top-up options (part 2 §3 Cost module: topupoptions, contiDurationSelection;
// issue 16 point 4). topupoptions says whether a new pool is bought by itself when the pool runs out
// ('continual') or only when someone starts the campaign again ('onetime'). contiDurationSelection is
// the Weekly/Monthly switch of continual top-up (on = Monthly): it buys at most one pool per local
// week or month of the campaign, so the choice caps what the campaign spends by itself. A pool that
// runs out early pauses the campaign until the next week or month starts.
import { billingPeriod, billingZone, periodBounds } from './billing-lines.ts';

export const PREPAID_TOPUP_OPTIONS = ['continual', 'onetime'] as const;
export type PrepaidTopupOption = (typeof PREPAID_TOPUP_OPTIONS)[number];

export type TopupCadence = 'weekly' | 'monthly';

/** The Weekly/Monthly switch as a word: on is Monthly, off is Weekly. */
export const topupCadence = (contiDurationSelection: boolean): TopupCadence =>
  contiDurationSelection ? 'monthly' : 'weekly';

/** Continual top-up buys by itself: chosen for the campaign and not stopped. */
export const continualTopupRuns = (topupoptions: string | null, stopped: boolean): boolean =>
  topupoptions === 'continual' && !stopped;

/**
 * The local week (Monday first) or month holding `now` in the campaign's zone, as instants
 * [from, until): continual top-up buys at most one pool inside it, and a campaign paused for the
 * cap wakes at `until`.
 */
export function topupWindow(cadence: TopupCadence, now: Date, timeZone: string) {
  const zone = billingZone(timeZone);
  return periodBounds(billingPeriod(cadence === 'monthly' ? 'Monthly' : 'Weekly', now, zone), zone);
}
