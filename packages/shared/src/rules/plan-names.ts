// The names people read for the agency packages (part 2 §2 "Package plan suffix"; issue 23 item 11):
// the spec's codes NWM/NWY/WM/WY/FREE stay in the API, screens show these names.
import type { PackagePlan } from '../constants.ts';

export const PLAN_NAMES: Record<PackagePlan, string> = {
  NWM: 'Standard, monthly',
  NWY: 'Standard, yearly',
  WM: 'White label, monthly',
  WY: 'White label, yearly',
  FREE: 'Free',
};

/** The plan's name; an unknown code reads as '' rather than as a code. */
export const planName = (plan: string | null | undefined): string =>
  plan && Object.hasOwn(PLAN_NAMES, plan) ? PLAN_NAMES[plan as PackagePlan] : '';

/** A plan chosen but not yet paid or granted, as the agency's plan panel and the agency list say it. */
export const PLAN_NOT_SUBSCRIBED = 'Not subscribed yet';
