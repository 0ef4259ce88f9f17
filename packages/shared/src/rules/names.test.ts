// Issue 23 item 11: the names people read instead of codes, one table per map.
import { describe, expect, it } from 'vitest';
import { LOG_ACTIONS } from '../contracts/user-logs.ts';
import { logActionName } from './log-action-names.ts';
import { moduleDisplayName } from './module-names.ts';
import { planName } from './plan-names.ts';
import { roleName } from './role-names.ts';

describe('module key → display name (part 1 §1: Site ID, Search ID, Enhance ID, B2B ID)', () => {
  it.each([
    ['local', 'Site ID'],
    ['locator', 'Search ID'],
    ['enhance', 'Enhance ID'],
    ['b2b', 'B2B ID'],
    ['local|locator', 'Site ID, Search ID'],
    ['', ''],
    [null, ''],
    ['Site ID', 'Site ID'],
  ])('%s → %s', (key, name) => {
    expect(moduleDisplayName(key)).toBe(name);
  });

  it.each([
    ['an agency name', { enhance: { name: 'Audience Boost' } }, 'enhance', 'Audience Boost'],
    ['a blank agency name falls back', { enhance: { name: '  ' } }, 'enhance', 'Enhance ID'],
    ['another module keeps its name', { enhance: { name: 'Audience Boost' } }, 'b2b', 'B2B ID'],
  ])('%s', (_case, overrides, key, name) => {
    expect(moduleDisplayName(key, overrides)).toBe(name);
  });
});

describe('plan code → name (part 2 §2 "Package plan suffix": NWM, NWY, WM, WY, FREE)', () => {
  it.each([
    ['NWM', 'Standard, monthly'],
    ['NWY', 'Standard, yearly'],
    ['WM', 'White label, monthly'],
    ['WY', 'White label, yearly'],
    ['FREE', 'Free'],
    ['toString', ''],
    [null, ''],
  ])('%s → %s', (code, name) => {
    expect(planName(code)).toBe(name);
  });
});

describe('user type → role name (part 1 §1 user types)', () => {
  it.each([
    ['user', 'Owner'],
    ['userdownline', 'Agency'],
    ['client', 'Client'],
    ['administrator', 'Administrator'],
    ['sales', 'Sales'],
    ['constructor', ''],
    [undefined, ''],
  ])('%s → %s', (type, name) => {
    expect(roleName(type)).toBe(name);
  });
});

describe('user-log action → name (part 2 "User log row": action; the log shows names, not codes)', () => {
  it.each([
    ['login', 'Sign-in'],
    ['payment', 'Payment'],
    ['change-password', 'Password change'],
    ['api-credentials', 'API credentials'],
    ['a-new-action', 'a-new-action'],
  ])('%s → %s', (action, name) => {
    expect(logActionName(action)).toBe(name);
  });

  it('names every action the API logs, none by its code', () => {
    const named = LOG_ACTIONS.filter(
      (action) => logActionName(action) !== action && /^[A-Z]/.test(logActionName(action)),
    );
    expect(named).toEqual([...LOG_ACTIONS]);
  });
});
