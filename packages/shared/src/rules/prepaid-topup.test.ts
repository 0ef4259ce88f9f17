// The Prepaid top-up options, one row per case, each citing where it comes from.
import { describe, expect, it } from 'vitest';
import { continualTopupRuns, topupCadence, topupWindow } from './prepaid-topup.ts';

describe('contiDurationSelection is the Weekly/Monthly switch (part 2 §3 Cost module)', () => {
  it.each([
    [true, 'monthly', 'switch on: Monthly'],
    [false, 'weekly', 'switch off: Weekly'],
  ])('%s → %s (%s)', (selection, cadence, _cite) => {
    expect(topupCadence(selection)).toBe(cadence);
  });
});

describe('continual top-up buys by itself only when chosen and not stopped (issue 16 point 4)', () => {
  it.each([
    ['continual', false, true, 'topupoptions continual, running'],
    ['continual', true, false, "part 2 §4: 'Stop Continual Topup' stops it"],
    ['onetime', false, false, 'one time: the campaign pauses when the pool is empty'],
    [null, false, false, 'not a prepaid choice'],
  ])('%s, stopped %s → %s (%s)', (option, stopped, runs, _cite) => {
    expect(continualTopupRuns(option, stopped)).toBe(runs);
  });
});

describe("the week or month continual top-up buys one pool in, in the campaign's zone", () => {
  it.each([
    // 2026-11-25 is a Wednesday; Chicago is UTC-6 in November.
    [
      'weekly',
      '2026-11-25T12:00:00Z',
      'America/Chicago',
      '2026-11-23T06:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
      'Monday to Monday, local midnight',
    ],
    // Sunday 23:30 in Chicago is already Monday in UTC: still the week that ends that night.
    [
      'weekly',
      '2026-11-30T05:30:00Z',
      'America/Chicago',
      '2026-11-23T06:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
      'the local day decides, not UTC',
    ],
    [
      'weekly',
      '2026-11-30T06:00:00Z',
      'America/Chicago',
      '2026-11-30T06:00:00.000Z',
      '2026-12-07T06:00:00.000Z',
      'local midnight opens the next week',
    ],
    // November 2026 starts in daylight time (UTC-5) and ends in standard time (UTC-6).
    [
      'monthly',
      '2026-11-15T12:00:00Z',
      'America/Chicago',
      '2026-11-01T05:00:00.000Z',
      '2026-12-01T06:00:00.000Z',
      'a month across the DST change',
    ],
    [
      'monthly',
      '2026-11-15T12:00:00Z',
      'Not/AZone',
      '2026-11-01T05:00:00.000Z',
      '2026-12-01T06:00:00.000Z',
      'a bad zone falls back to the default campaign zone',
    ],
  ] as const)('%s at %s in %s → [%s, %s) (%s)', (cadence, now, zone, from, until, _why) => {
    const window = topupWindow(cadence, new Date(now), zone);
    expect(window.from.toISOString()).toBe(from);
    expect(window.until.toISOString()).toBe(until);
  });
});
