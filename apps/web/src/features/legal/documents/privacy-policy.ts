import type { LegalDocumentSource } from '../legal-document.ts';

export const privacyPolicy: LegalDocumentSource = (brand) => ({
  title: 'Privacy Policy',
  summary: `This policy explains what personal information ${brand.legalName} ("${brand.name}", "we", "us") collects when you use the ${brand.name} lead-generation platform, why we collect it, how long we keep it and the choices you have.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${brand.legalName} operates the ${brand.name} platform and is responsible for the personal information described in this policy.${brand.address ? ` Our business address is ${brand.address}.` : ''} You can reach us about privacy at ${brand.contact}.`,
        'Where we process information on behalf of a business customer (for example, visitor data collected on a customer\u2019s website), that customer decides why and how the information is used and we act on its instructions.',
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      items: [
        'Account information: your name, company, e-mail address, phone number and password (stored only as a one-way hash).',
        'Billing information: the details our payment provider needs to charge or pay you; we never store full card numbers.',
        'Usage information: sign-in times, IP addresses, browser type and the actions you take in the platform, kept in an activity log for security.',
        'Campaign information: the settings, audiences, creative and lead data you or your agency add to campaigns.',
      ],
    },
    {
      heading: 'How we use information',
      paragraphs: ['We use personal information to:'],
      items: [
        'provide, secure and support the platform, including two-factor authentication and fraud prevention;',
        'bill for the services you order and pay agencies and sales representatives what they are owed;',
        'send service messages such as sign-in codes, password resets, invoices and important changes;',
        'improve the platform using aggregated information that does not identify you;',
        'meet our legal, tax and accounting obligations.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only with the agency or company that manages your account, with service providers who help us run the platform (hosting, e-mail delivery, payment processing) under written confidentiality and data-protection terms, and with authorities when the law requires it.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'We keep account information for as long as your account is open and for up to six years afterwards where tax or accounting law requires. Security logs are kept for up to twelve months. Lead data is kept for the period set by the customer that collected it and is deleted when that customer closes its account.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Information is encrypted in transit, passwords are stored with a modern one-way hash, access is limited to the people who need it, and every change to an account is logged. No system is perfectly secure; if we learn of a breach that affects you, we will tell you without undue delay.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Depending on where you live, you may have the right to access, correct, export or delete your personal information, and to object to or restrict some uses of it. To use these rights, write to ${brand.contact}. We will answer within 30 days and will not treat you differently for asking.`,
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'The platform stores a sign-in token and your light or dark theme choice in your browser so that you stay signed in and the screen looks the way you chose. We do not use advertising cookies in the platform itself.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as the service changes. We will post the new version here with a new effective date and, for significant changes, tell you by e-mail or in the platform before they take effect.',
      ],
    },
  ],
});
