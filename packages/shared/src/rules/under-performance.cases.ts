// The cases of the under-performance rule (under-performance.ts), shared by its own test and the
// API's test of the same rule written as SQL (report-analytics/under-performing.ts).
import type { CampaignWindow, UnderPerformanceFinding } from './under-performance.ts';

export const UNDER_PERFORMANCE_CASES: [string, CampaignWindow, UnderPerformanceFinding | null][] = [
  [
    'running 6 days with nothing yet: too new to judge',
    { daysRunning: 6, visits: 0, leads: 0, previousLeads: 0 },
    null,
  ],
  ['running 7 days with no visit', { daysRunning: 7, visits: 0, leads: 0, previousLeads: 0 }, 'no-visits'],
  [
    'no visit outweighs a fall in leads',
    { daysRunning: 30, visits: 0, leads: 0, previousLeads: 40 },
    'no-visits',
  ],
  ['visits but no lead', { daysRunning: 10, visits: 120, leads: 0, previousLeads: 0 }, 'no-leads'],
  [
    'half the leads of the week before (20 → 10)',
    { daysRunning: 20, visits: 300, leads: 10, previousLeads: 20 },
    'leads-dropping',
  ],
  [
    'a little more than half (20 → 11) is no trend',
    { daysRunning: 20, visits: 300, leads: 11, previousLeads: 20 },
    null,
  ],
  [
    'too few leads the week before to call a fall (9 → 1)',
    { daysRunning: 20, visits: 300, leads: 1, previousLeads: 9 },
    null,
  ],
  [
    'exactly the minimum the week before (10 → 5)',
    { daysRunning: 20, visits: 300, leads: 5, previousLeads: 10 },
    'leads-dropping',
  ],
  ['steady leads', { daysRunning: 90, visits: 500, leads: 30, previousLeads: 32 }, null],
  ['growing leads', { daysRunning: 90, visits: 500, leads: 60, previousLeads: 32 }, null],
];
