// UI labels of an agency's own mail server and host names in General Settings (issue 14; merged into
// en.ts as `agencyHosts`). Saved notices, validation and test outcomes come from the shared messages.
import { messages } from '@lead/shared';
import { addLabels } from './add-labels.ts';
export const agencyHosts = {
  mail: {
    title: 'Your mail server',
    intro:
      "Send your agency's and your clients' e-mail (invitations, password resets, lead reports) through your own mail server, from your own address.",
    usingOwn: 'Sending through your mail server',
    usingPlatform: "Sending through the platform's mail",
    host: 'SMTP host',
    hostHint: 'For example smtp.youragency.com',
    port: 'Port',
    security: 'Security',
    tls: 'TLS (usually port 465)',
    starttls: 'STARTTLS (usually port 587)',
    username: 'User name',
    password: 'Password',
    passwordSet: 'A password is saved. Leave this empty to keep it.',
    passwordNotSet: 'Stored encrypted, never shown again.',
    fromName: 'From name',
    fromAddress: 'From address',
    save: 'Save mail server',
    remove: 'Stop using this server',
    removeTitle: 'Stop using your mail server?',
    removeText: "Your agency's and your clients' e-mail will be sent by the platform again.",
    testTo: 'Send a test e-mail to',
    testForm: 'Test these settings',
    testSaved: 'Send a test through the saved server',
    testSent: 'Test e-mail sent',
    testFailed: messages.agencyHostsMailTestFailed,
    failingTitle: 'Your mail server is refusing e-mail',
    loadFailed: messages.agencyHostsMailLoadFailed,
  },
  domain: {
    title: 'Your site address',
    subdomain: 'Subdomain',
    subdomainHint: 'Your site under the platform: {{host}}',
    saveSubdomain: 'Save subdomain',
    customDomain: 'Custom domain',
    customDomainHint: 'A domain you own, such as leads.youragency.com.',
    saveDomain: 'Save domain',
    removeDomain: 'Remove domain',
    verified: 'Verified',
    unverified: 'Not verified',
    recordIntro:
      'At the company where you manage {{domain}}, create this DNS record, then check it. Until it is verified, your site stays at {{host}}.',
    recordType: 'Type',
    recordName: 'Name',
    recordValue: 'Value',
    check: 'Check DNS',
    lastChecked: 'Last checked {{when}}: {{found}}',
    neverChecked: 'Not checked yet.',
    verifiedText: 'Your site is served at {{domain}}.',
    loadFailed: messages.agencyHostsDomainLoadFailed,
  },
};

addLabels({ agencyHosts });
