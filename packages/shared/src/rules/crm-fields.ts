// CRM sync (issue 25 item 5): which lead field goes into which property of the CRM's contact. Each
// CRM integration keeps its own mapping (company_integrations.settings, one "field.<ours>" entry per
// field); a field left out of the settings takes the provider's default, and an empty name skips it.
// The e-mail address is the key contacts are upserted by, so it is always written.

/** The lead fields a CRM contact can take, in the order the mapping screen lists them. */
export const CRM_LEAD_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'company_name',
  'job_title',
  'address',
  'city',
  'state',
  'zip',
  'source_url',
  'score',
] as const;
export type CrmLeadField = (typeof CRM_LEAD_FIELDS)[number];

export const CRM_FIELD_LABELS: Record<CrmLeadField, string> = {
  email: 'E-mail',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  company_name: 'Company',
  job_title: 'Job title',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  source_url: 'Page the lead came from',
  score: 'Lead score',
};

export type CrmSlug = 'hubspot' | 'salesforce';
export type CrmFieldMap = Record<CrmLeadField, string>;

/** Each CRM's standard contact properties; '' where it has none (a custom one can be named). */
export const CRM_DEFAULT_FIELDS: Record<CrmSlug, CrmFieldMap> = {
  hubspot: {
    email: 'email',
    first_name: 'firstname',
    last_name: 'lastname',
    phone: 'phone',
    company_name: 'company',
    job_title: 'jobtitle',
    address: 'address',
    city: 'city',
    state: 'state',
    zip: 'zip',
    source_url: 'website',
    score: '',
  },
  salesforce: {
    email: 'Email',
    first_name: 'FirstName',
    last_name: 'LastName',
    phone: 'Phone',
    company_name: '',
    job_title: 'Title',
    address: 'MailingStreet',
    city: 'MailingCity',
    state: 'MailingState',
    zip: 'MailingPostalCode',
    source_url: '',
    score: '',
  },
};

/** The settings key of a field's property name. */
export const crmFieldKey = (field: CrmLeadField) => `field.${field}`;

/** A CRM's mapping as its integration's settings make it: defaults, then the saved names. */
export function crmFieldMapOf(
  slug: CrmSlug,
  settings: Readonly<Record<string, string>> | null | undefined,
): CrmFieldMap {
  const map = { ...CRM_DEFAULT_FIELDS[slug] };
  for (const field of CRM_LEAD_FIELDS) {
    const saved = settings?.[crmFieldKey(field)];
    if (saved !== undefined) map[field] = saved;
  }
  map.email = CRM_DEFAULT_FIELDS[slug].email;
  return map;
}

/** A property's API name: a letter, then letters, digits and underscores (Salesforce's custom end in __c). */
export const CRM_PROPERTY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,79}$/;

/** Why a property name cannot be saved, as a sentence; null when it can ('' skips the field). */
export function crmPropertyProblem(name: string): string | null {
  if (name === '') return null;
  if (!CRM_PROPERTY_PATTERN.test(name))
    return `"${name.slice(0, 40)}" is not a property's API name: use letters, digits and underscores, starting with a letter.`;
  return null;
}
