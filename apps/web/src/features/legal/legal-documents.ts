// The four public documents by name, so the router names one and the texts load with the legal page.
import { marketingServicesAgreementDeveloper } from './documents/marketing-services-agreement-developer.ts';
import { privacyPolicy } from './documents/privacy-policy.ts';
import { serviceBillingAgreement } from './documents/service-billing-agreement.ts';
import { termOfUse } from './documents/term-of-use.ts';

export const LEGAL_DOCUMENTS = {
  privacyPolicy,
  termOfUse,
  serviceBillingAgreement,
  marketingServicesAgreementDeveloper,
};

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;
