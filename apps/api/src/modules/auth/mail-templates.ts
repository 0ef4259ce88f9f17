// The e-mails of sign-in. Plain text first; the brand name is the host company's.

export function loginCodeMail(brand: string, code: string) {
  return {
    subject: `${brand} sign-in code: ${code}`,
    text: `Your ${brand} verification code is ${code}. It expires in 10 minutes and can be used once.\n\nIf you did not try to sign in, change your password.`,
  };
}

export function passwordResetMail(brand: string, link: string) {
  return {
    subject: `Reset your ${brand} password`,
    text: `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within 60 minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
  };
}

export function welcomeMail(brand: string, name: string, loginUrl: string) {
  return {
    subject: `Welcome to ${brand}`,
    text: `Hello ${name},\n\nYour ${brand} account is ready. Sign in at ${loginUrl}.`,
  };
}

/** Sent to the old address: if its owner did not make the change, they know to act. */
export function emailChangedMail(newEmail: string) {
  return {
    subject: 'Your login e-mail was changed',
    text: `The login e-mail of your account was changed to ${newEmail}.\n\nIf you did not make this change, reset your password and contact your administrator at once.`,
  };
}
