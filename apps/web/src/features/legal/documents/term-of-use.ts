import type { LegalDocumentSource } from '../legal-document.ts';

export const termOfUse: LegalDocumentSource = (brand) => ({
  title: 'Terms of Use',
  summary: `These terms govern your use of the ${brand.name} platform, provided by ${brand.legalName}. By creating an account or signing in, you agree to them on behalf of yourself and the organisation you represent.`,
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must give accurate information when you register and keep it up to date. You are responsible for everything done under your account, so keep your password private, turn on two-factor authentication, and tell us at once if you suspect someone else has used your account.',
        'Accounts are for the named person only. Agencies may create accounts for their own staff and clients and are responsible for how those accounts are used.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'use the platform to send unlawful, deceptive or unsolicited messages, or to target people in breach of privacy or marketing laws;',
        'upload content that infringes the rights of others or that contains malware;',
        'try to reach data of another customer, probe or overload the service, or get around its security or usage limits;',
        'resell or white-label the platform except under an agency agreement with us.',
      ],
    },
    {
      heading: 'Lead data and compliance',
      paragraphs: [
        'Lead and visitor data must be used only for lawful marketing to people and businesses who may be contacted under the laws that apply to you. You are responsible for the notices and consents your own websites need, for honouring opt-out requests, and for keeping your exclusion lists current.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'Paid features are charged as described in the Service and Billing Agreement and on the pricing shown in the platform when you order them. Unpaid amounts may lead to campaigns being paused until payment is made.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The platform, its software and its documentation belong to ${brand.legalName} and its licensors. You keep all rights in the content you upload and grant us the licence we need to host and process it to provide the service to you.`,
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        'We work to keep the platform available at all times but do not promise that it will be uninterrupted. We may add, change or remove features; when a change takes away something you rely on, we will give reasonable notice.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You may close your account at any time. We may suspend or close an account that breaks these terms, puts the platform or other customers at risk, or stays unpaid, and will tell you why unless the law prevents us.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `To the extent the law allows, ${brand.legalName} is not liable for indirect or consequential losses, lost profits or lost data, and its total liability in any twelve months is limited to the fees you paid for the service in that period. Nothing in these terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms can be sent to ${brand.contact}.`],
    },
  ],
});
