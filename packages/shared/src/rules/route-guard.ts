// Where a signed-in user goes from a visitor-only page: part 1 §4 "Route guard".

export type VisitorRedirectInput = {
  systemuser: boolean;
  profile_setup_completed: 'T' | 'F';
};

export type LandingPage = 'agency-list' | 'dashboard' | 'profile-setup';

export function visitorRedirect(user: VisitorRedirectInput): LandingPage {
  if (user.systemuser) return 'agency-list';
  if (user.profile_setup_completed === 'T') return 'dashboard';
  return 'profile-setup';
}

/** Routes a signed-out user may not open send them to /login. */
export type PageAccess = 'public' | 'visitor' | 'authenticated';

export function guardRoute(access: PageAccess, signedIn: boolean): 'login' | 'onward' | 'allow' {
  if (access === 'authenticated' && !signedIn) return 'login';
  if (access === 'visitor' && signedIn) return 'onward';
  return 'allow';
}
