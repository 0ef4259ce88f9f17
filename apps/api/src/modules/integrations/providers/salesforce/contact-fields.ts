// The Contact fields one lead fills: each lead field under the Salesforce field the integration's
// mapping names (crmFieldMapOf: the standard fields, or a custom one, or '' to skip it). Empty
// values are left out so an update never blanks what the CRM already holds. LastName is required by
// Salesforce: a new contact without one takes the e-mail's local part.
import { type CrmFieldMap, type CrmLeadField, crmFieldMapOf } from '@lead/shared';
import type { LeadForDelivery } from '../../connector.ts';

/** The picklist value new contacts' LeadSource takes unless the settings name another ('' skips). */
export const DEFAULT_LEAD_SOURCE = 'Web';
export const LEAD_SOURCE_SETTING = 'lead_source';

function leadValueOf(lead: LeadForDelivery, field: CrmLeadField, email: string): string | number | null {
  switch (field) {
    case 'email':
      return email;
    case 'first_name':
      return lead.firstName;
    case 'last_name':
      return lead.lastName;
    case 'phone':
      return lead.phone;
    case 'company_name':
      return lead.companyName;
    case 'job_title':
      return lead.jobTitle;
    case 'address':
      return lead.address;
    case 'city':
      return lead.city;
    case 'state':
      return lead.state;
    case 'zip':
      return lead.zip;
    case 'source_url':
      return lead.sourceUrl;
    case 'score':
      return lead.score?.value ?? null;
  }
}

export const fieldMapOf = (settings: Readonly<Record<string, string>> | undefined): CrmFieldMap =>
  crmFieldMapOf('salesforce', settings);

/** The fields an update writes: every mapped field the lead has a value for. */
export function contactFields(
  lead: LeadForDelivery,
  email: string,
  map: CrmFieldMap,
): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [field, name] of Object.entries(map) as [CrmLeadField, string][]) {
    if (!name) continue;
    const value = leadValueOf(lead, field, email);
    if (typeof value === 'number' || (typeof value === 'string' && value.trim()))
      fields[name] = typeof value === 'string' ? value.trim() : value;
  }
  return fields;
}

/** The fields a new contact is created with: the update's, a LastName always, and LeadSource. */
export function newContactFields(
  lead: LeadForDelivery,
  email: string,
  map: CrmFieldMap,
  settings: Readonly<Record<string, string>> | undefined,
): Record<string, string | number> {
  const fields = contactFields(lead, email, map);
  const lastNameField = map.last_name || 'LastName';
  if (!fields[lastNameField]) fields[lastNameField] = email.split('@')[0] || email;
  if (lastNameField !== 'LastName' && !fields.LastName) fields.LastName = fields[lastNameField] as string;
  const leadSource = settings?.[LEAD_SOURCE_SETTING] ?? DEFAULT_LEAD_SOURCE;
  if (leadSource) fields.LeadSource = leadSource;
  return fields;
}
