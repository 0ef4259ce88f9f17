// The contact fields one lead fills in a CRM (HubSpot, Salesforce): each lead field under the
// property the integration's mapping names ('' skips it). Empty values are left out, so an update
// never blanks what the CRM already holds.
import type { CrmFieldMap, CrmLeadField } from '@lead/shared';
import type { LeadForDelivery } from './connector.ts';

function leadValueOf(
  lead: LeadForDelivery,
  field: CrmLeadField,
  email: string,
): string | number | null | undefined {
  const values: Record<CrmLeadField, string | number | null | undefined> = {
    email,
    first_name: lead.firstName,
    last_name: lead.lastName,
    phone: lead.phone,
    company_name: lead.companyName,
    job_title: lead.jobTitle,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    source_url: lead.sourceUrl ?? lead.journey?.landing_page,
    score: lead.score?.value,
  };
  return values[field];
}

/** Every mapped field the lead has a value for, by the CRM's property name. */
export function mappedFields(
  lead: LeadForDelivery,
  email: string,
  map: CrmFieldMap,
): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [field, name] of Object.entries(map) as [CrmLeadField, string][]) {
    if (!name) continue;
    const value = leadValueOf(lead, field, email);
    if (typeof value === 'number') fields[name] = value;
    else if (typeof value === 'string' && value.trim()) fields[name] = value.trim();
  }
  return fields;
}
