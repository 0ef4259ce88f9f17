import type { LegalDocumentSource } from '../legal-document.ts';

export const serviceBillingAgreement: LegalDocumentSource = (brand) => ({
  title: 'Service and Billing Agreement',
  summary: `This agreement sets out how ${brand.legalName} charges for the services of the ${brand.name} platform, how payments are collected and how disputes and refunds are handled. It forms part of the Terms of Use.`,
  sections: [
    {
      heading: 'Services',
      paragraphs: [
        'The platform offers lead-generation campaigns in several modules, advertising design tools, integrations and reporting. The features, prices and minimums that apply to your account are shown in the platform when you order them and on your invoices.',
      ],
    },
    {
      heading: 'Prices and currency',
      paragraphs: [
        'All prices are in US dollars and exclude taxes, which are added where the law requires. Prices for a running campaign stay fixed for its billing period; new prices apply from the next period after notice.',
      ],
    },
    {
      heading: 'Payment methods',
      paragraphs: [
        'Clients pay by card or, where offered, from a prepaid balance. Agencies receive their share through a connected payment account with our payment provider, whose own terms also apply. You authorise us to charge your saved payment method for the services you order.',
      ],
    },
    {
      heading: 'Billing cycle',
      paragraphs: ['Unless a campaign says otherwise:'],
      items: [
        'set-up and platform fees are charged when a campaign starts;',
        'per-lead charges are totalled and charged at the end of each billing period;',
        'prepaid balances are drawn down as leads are delivered and can be topped up at any time.',
      ],
    },
    {
      heading: 'Failed payments',
      paragraphs: [
        'If a charge fails, we will tell you and retry. Campaigns may be paused and some features limited until a working payment method is added. Charges are never made twice for the same service: each one carries its own reference.',
      ],
    },
    {
      heading: 'Refunds and disputes',
      paragraphs: [
        `If you believe a charge is wrong, write to ${brand.contact} within 60 days of the invoice. We will review the charge and refund any amount billed in error. Please contact us before opening a dispute with your card issuer so we can resolve it quickly.`,
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You may stop a campaign at any time; charges already incurred remain payable. Unused prepaid balances are refunded on request when you close your account, less any fees the payment provider does not return to us.',
      ],
    },
    {
      heading: 'Records',
      paragraphs: [
        'Invoices and payment history are available in the platform. We keep billing records for as long as tax and accounting law requires.',
      ],
    },
  ],
});
