// Every sentence a user reads, spelled as the spec spells it (part 1 §2, §8; part 2 §8).
// Sentences the spec does not fix are ours and marked so.

export const messages = {
  unauthenticated: 'Unauthenticated.',
  sessionEndedTitle: 'Session Ended',
  sessionEndedText: 'Your session has ended. Please log in again to continue.',
  notFoundPage: 'The page you requested could not be found.',
  currentPasswordInvalid: '* Sorry, your current password invalid',
  somethingWentWrong: 'Something went wrong, please try again later',
  ssoDataNotLoadedTitle: 'Sorry!',
  ssoDataNotLoadedText:
    'There is currently an update processing on the platform. Please wait five minutes and try again.',
  ssoTokenValid: 'Access Token Valid',
  cardMissing: 'Complete your payment setup first to fully use the system. (Go to Profile -> Payment Setup)',
  // ours
  invalidCredentials: 'The e-mail or password is incorrect.',
  accountInactive: 'This account is not active. Please contact your administrator.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidInput: 'Some fields are not valid.',
  malformedJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
  forbidden: 'You do not have access to this.',
  serverError: 'Server might be busy please try again later',
  emailTaken: 'This e-mail is already registered.',
  referralUnknown: 'This referral code is not valid.',
  registerWrongHost: 'Registration of this account type is not available on this site.',
  registered: 'Your account has been created.',
  resetLinkSent: 'If an account exists for this e-mail, a reset link is on its way.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been changed. Please sign in.',
  passwordChanged: 'Your password has been changed.',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  codeSent: 'A verification code has been sent to your e-mail.',
  codeInvalid: 'The code is invalid or has expired.',
  challengeExpired: 'This sign-in attempt has expired. Please sign in again.',
  ssoTokenInvalid: 'This sign-in link is invalid or has expired.',
  twoFactorSaved: 'Two-factor authentication has been updated.',
  twoFactorDisabled: 'Two-factor authentication has been turned off.',
  googleCodeInvalid: 'The authenticator code is not valid. Check the time on your phone and try again.',
  databaseDown: 'The database is not answering.',
} as const;

export type MessageKey = keyof typeof messages;
