// The paths of the calls the sign-in page makes. Their routes are declared with these paths in
// auth.ts and white-label.ts; the sign-in page, a page of its own that loads before the app (issue 14
// "First load"), reads only the paths, so its first download carries no schema library.
export const SIGN_IN_PATHS = {
  login: '/login',
  verifyLogin: '/verifylogin',
  resendCode: '/resendcode',
  domainInfo: '/domain/info',
} as const;
