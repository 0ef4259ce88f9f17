// The Contact fields one lead fills: each lead field under the Salesforce field the integration's
// mapping names (crmFieldMapOf: the standard fields, or a custom one, or '' to skip it). Empty
// values are left out so an update never blanks what the CRM already holds. LastName is required by
// Salesforce: a new contact without one takes the e-mail's local part.
import { type CrmFieldMap, crmFieldMapOf } from '@lead/shared';
import type { LeadForDelivery } from '../../connector.ts';
import { mappedFields } from '../../crm-fields.ts';

/** The picklist value new contacts' LeadSource takes unless the settings name another ('' skips). */
export const DEFAULT_LEAD_SOURCE = 'Web';
export const LEAD_SOURCE_SETTING = 'lead_source';

export const fieldMapOf = (settings: Readonly<Record<string, string>> | undefined): CrmFieldMap =>
  crmFieldMapOf('salesforce', settings);

/** The fields an update writes: every mapped field the lead has a value for. */
export const contactFields = mappedFields;

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
