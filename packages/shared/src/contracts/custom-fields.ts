// Custom fields (part 2 §7 "Settings": GET /get-custom-fields[/{slug}]; the payload is ours): the
// fields a lead carries, per product, which integrations and lead files map. {slug} is a product's
// URL slug as the caller's agency names it (or its kind); without it every field is listed.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, type LeadModuleKind } from '../constants.ts';
import { text } from './common.ts';

export type CustomField = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'phone' | 'date' | 'url' | 'money';
  modules: readonly LeadModuleKind[];
};

const ALL = LEAD_MODULE_KINDS;
const PEOPLE = ['local', 'locator', 'enhance'] as const;

export const LEAD_CUSTOM_FIELDS: readonly CustomField[] = [
  { name: 'first_name', label: 'First name', type: 'text', modules: ALL },
  { name: 'last_name', label: 'Last name', type: 'text', modules: ALL },
  { name: 'email', label: 'E-mail', type: 'email', modules: ALL },
  { name: 'phone', label: 'Phone', type: 'phone', modules: ALL },
  { name: 'address', label: 'Address', type: 'text', modules: PEOPLE },
  { name: 'city', label: 'City', type: 'text', modules: ALL },
  { name: 'state', label: 'State', type: 'text', modules: ALL },
  { name: 'zip', label: 'Zip', type: 'text', modules: ALL },
  { name: 'source_url', label: 'Page visited', type: 'url', modules: ['local'] },
  { name: 'keyword', label: 'Keyword', type: 'text', modules: ['locator', 'enhance'] },
  { name: 'company_name', label: 'Company', type: 'text', modules: ['b2b'] },
  { name: 'job_title', label: 'Job title', type: 'text', modules: ['b2b'] },
  { name: 'business_email', label: 'Business e-mail', type: 'email', modules: ['b2b'] },
  { name: 'price', label: 'Price', type: 'money', modules: ALL },
  { name: 'created_at', label: 'Date', type: 'date', modules: ALL },
];

export const customFieldsParams = z.object({
  slug: text.trim().toLowerCase().max(40).optional(),
});
export const customFieldsResponse = z.object({
  /** The product the slug named; null when every field is listed. */
  module: z.enum(LEAD_MODULE_KINDS).nullable(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      modules: z.array(z.enum(LEAD_MODULE_KINDS)),
    }),
  ),
});
