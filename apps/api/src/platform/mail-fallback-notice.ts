// The e-mail an agency's owner gets when the agency's own mail server refuses mail (issue 23): what
// failed, that nothing was lost (the platform sent it), and where to fix it.
export function senderFailureNotice(owner: { name: string; agencyName: string }, sentence: string) {
  return {
    subject: `Your mail server is refusing e-mail for ${owner.agencyName}`,
    text: `Hello ${owner.name},\n\nYour mail server refused an e-mail of ${owner.agencyName} or one of your clients:\n${sentence}\n\nNothing was lost: the platform sent it from its own address instead, and keeps doing so until your server accepts mail again.\n\nCheck the mail server under Settings, send a test e-mail, and save it again once the test succeeds.`,
  };
}
