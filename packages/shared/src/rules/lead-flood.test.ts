import { describe, expect, it } from 'vitest';
import {
  holdForReview,
  ipCapReached,
  type LeadFloodRules,
  usualHourlyRate,
  velocityThreshold,
} from './lead-flood.ts';

const rules: LeadFloodRules = { leadsPerIpPerDay: 3, velocityMultiplier: 5, velocityFloorPerHour: 30 };

// Issue 12 item 4: one address flooded a campaign with page views, each a billed lead.
describe('the daily cap of leads per source address and campaign', () => {
  it.each([
    ['the first lead of the address', 0, false],
    ['the third lead of the address', 2, false],
    ['the fourth lead of the address (the flood)', 3, true],
    ['the hundredth lead of the address', 99, true],
  ])('%s: capped %s', (_case, leadsFromAddress, capped) => {
    expect(ipCapReached(leadsFromAddress, rules)).toBe(capped);
  });

  it('follows the platform setting', () => {
    expect(ipCapReached(3, { leadsPerIpPerDay: 5 })).toBe(false);
    expect(ipCapReached(5, { leadsPerIpPerDay: 5 })).toBe(true);
  });
});

// Issue 12 item 4: a campaign's leads in the last hour past several times its usual hourly rate
// (and a floor) are held unbilled for review.
describe('the velocity guard', () => {
  it.each([
    ['a new campaign (no usual rate) is judged by the floor', 0, 30],
    ['2 leads an hour usually: 5 × 2 is below the floor', 2, 30],
    ['10 leads an hour usually: 5 × 10', 10, 50],
    ['a fraction of a lead an hour rounds up', 6.1, 31],
  ])('%s: threshold %i', (_case, usual, threshold) => {
    expect(velocityThreshold(usual, rules)).toBe(threshold);
  });

  it.each([
    ['29 leads in the last hour of a new campaign: the 30th is a lead', 29, 0, false],
    ['30 leads in the last hour of a new campaign: the next is held', 30, 0, true],
    ['the flood: 100 leads in the last hour', 100, 0, true],
    ['49 leads of a campaign that usually makes 10 an hour', 49, 10, false],
    ['50 leads of a campaign that usually makes 10 an hour', 50, 10, true],
  ])('%s: held %s', (_case, lastHour, usual, held) => {
    expect(holdForReview(lastHour, usual, rules)).toBe(held);
  });

  it('reads the usual rate per hour over the week before the last hour', () => {
    expect(usualHourlyRate(0)).toBe(0);
    expect(usualHourlyRate(168)).toBe(1);
    expect(usualHourlyRate(1680)).toBe(10);
  });
});
