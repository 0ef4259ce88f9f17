import { describe, expect, it } from 'vitest';
import { guardRoute, visitorRedirect } from './route-guard.ts';

describe('visitor-only routes send a signed-in user onward (part 1 §4 "Route guard")', () => {
  it.each([
    // part 1 §4: "system users to Agency List"
    { systemuser: true, profile_setup_completed: 'T', expected: 'agency-list' },
    { systemuser: true, profile_setup_completed: 'F', expected: 'agency-list' },
    // part 1 §4: "users with profile_setup_completed T to Dashboard"
    { systemuser: false, profile_setup_completed: 'T', expected: 'dashboard' },
    // part 1 §4: "otherwise Profile Setup"
    { systemuser: false, profile_setup_completed: 'F', expected: 'profile-setup' },
  ] as const)('systemuser=$systemuser setup=$profile_setup_completed → $expected', (row) => {
    expect(visitorRedirect(row)).toBe(row.expected);
  });
});

describe('route access (part 1 §4: "Authenticated routes send a logged-out user to Login")', () => {
  it.each([
    { access: 'authenticated', signedIn: false, expected: 'login' },
    { access: 'authenticated', signedIn: true, expected: 'allow' },
    { access: 'visitor', signedIn: true, expected: 'onward' },
    { access: 'visitor', signedIn: false, expected: 'allow' },
    // part 1 §2: legal documents are public
    { access: 'public', signedIn: true, expected: 'allow' },
    { access: 'public', signedIn: false, expected: 'allow' },
  ] as const)('$access signedIn=$signedIn → $expected', ({ access, signedIn, expected }) => {
    expect(guardRoute(access, signedIn)).toBe(expected);
  });
});
