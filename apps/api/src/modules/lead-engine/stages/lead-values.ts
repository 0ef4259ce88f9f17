// What a lead keeps of the person, by the campaign's module and rules: the phone only when the
// client does not hide it, the business contact for B2B ID, the chosen consumer attributes for
// Enhance ID, the keyword for Search ID.
import type { ResolvedPerson } from '../../../platform/providers/lead-data-provider.ts';

export type LeadCampaign = {
  module: 'local' | 'locator' | 'enhance' | 'b2b';
  clientHidePhone: boolean;
  targeting: Record<string, unknown>;
};

export type LeadFields = {
  firstName: string;
  lastName: string;
  email: string;
  emailMd5: string;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  companyName: string | null;
  jobTitle: string | null;
  businessEmail: string | null;
  attributes: Record<string, unknown>;
};

function chosenAttributes(campaign: LeadCampaign, person: ResolvedPerson): Record<string, unknown> {
  if (campaign.module !== 'enhance') return {};
  const wanted = Array.isArray(campaign.targeting.attributes)
    ? (campaign.targeting.attributes as string[])
    : [];
  return Object.fromEntries(
    wanted.filter((name) => name in person.attributes).map((name) => [name, person.attributes[name]]),
  );
}

export function leadFieldsOf(campaign: LeadCampaign, person: ResolvedPerson): LeadFields {
  const business = campaign.module === 'b2b' ? person.business : null;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    emailMd5: person.emailMd5,
    phone: campaign.clientHidePhone ? null : person.phone,
    address: person.address,
    city: person.city,
    state: person.state,
    zip: person.zip,
    companyName: business?.companyName ?? null,
    jobTitle: business?.jobTitle ?? null,
    businessEmail: business?.businessEmail ?? null,
    attributes: chosenAttributes(campaign, person),
  };
}
