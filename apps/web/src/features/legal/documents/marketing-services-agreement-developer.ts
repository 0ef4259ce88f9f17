import type { LegalDocumentSource } from '../legal-document.ts';

export const marketingServicesAgreementDeveloper: LegalDocumentSource = (brand) => ({
  title: 'Marketing Services Agreement for Developers',
  summary: `This agreement applies when you use the developer features of the ${brand.name} platform, including API keys, single sign-on links and automated access to campaigns and leads. You accept it, on behalf of your organisation, before an API key is issued.`,
  sections: [
    {
      heading: 'Scope',
      paragraphs: [
        'The developer features let your own software create and manage campaigns, receive leads and sign your users in to the platform. This agreement adds to the Terms of Use and the Service and Billing Agreement; where they conflict on developer access, this agreement applies.',
      ],
    },
    {
      heading: 'API keys and credentials',
      paragraphs: [
        'API keys and sign-in links give the same access as the account they belong to. Keep them secret, store them only on servers you control, never place them in web pages or mobile apps, and rotate them at once if they may have been exposed. You are responsible for all calls made with your credentials.',
      ],
    },
    {
      heading: 'Permitted use',
      paragraphs: ['You may use the developer features only to:'],
      items: [
        'manage campaigns and leads for your own organisation or for clients you are authorised to act for;',
        'integrate the platform with your own systems, such as a CRM or data warehouse;',
        'sign your users in to the platform from your own application.',
      ],
    },
    {
      heading: 'Limits',
      paragraphs: [
        'Calls are subject to rate limits that protect the service for every customer. Do not try to get around them; ask us if your use needs higher limits. We may throttle or suspend access that threatens the stability of the platform.',
      ],
    },
    {
      heading: 'Data protection',
      paragraphs: [
        'Lead data received through the API must be stored securely, used only for lawful marketing, deleted when no longer needed, and removed when a person asks to opt out. You must not combine lead data with other sources to identify people in ways they would not reasonably expect.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'Services ordered through the API are billed exactly as if they were ordered in the platform. Developer access itself is free unless your plan says otherwise.',
      ],
    },
    {
      heading: 'Changes to the API',
      paragraphs: [
        'We version the API and give at least 90 days\u2019 notice before removing or changing a documented field or call in a way that could break your integration, except where a change is needed urgently for security.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        `Either party may end developer access at any time. ${brand.legalName} may revoke credentials immediately if they are misused. On termination you must stop using the API and delete credentials; questions can be sent to ${brand.contact}.`,
      ],
    },
  ],
});
