// Session user data of part 1 §3, as GET /user answers it. Fields of later issues are added there.
import { z } from 'zod';
import { USER_TYPES } from '../constants.ts';
import { storedContacts } from './stored-contacts.ts';

const flag = z.enum(['T', 'F']);

export const sessionUser = z.object({
  id: z.number(),
  company_id: z.number(),
  role_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  systemuser: z.boolean(),
  rootcomp: z.boolean(),
  isAccExecutive: flag,
  isViewMode: z.boolean(),
  user_type_ori: z.enum(USER_TYPES).nullable(),
  /** In view mode, the name of the person viewing (the banner's way back names them); else null. */
  viewer_name: z.string().nullable(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  companyparentname: z.string().nullable(),
  companyparentlogo: z.string().nullable(),
  company_parent: z.number().nullable(),
  company_root_id: z.number(),
  profile_pict: z.string().nullable(),
  box_bgcolor: z.string(),
  text_color: z.string(),
  link_color: z.string(),
  template_bgcolor: z.string(),
  sidebar_bgcolor: z.string(),
  font_theme: z.string(),
  customer_card_id: z.string().nullable(),
  questionnaire_setup_completed: flag,
  profile_setup_completed: flag,
  manual_bill: flag,
  user_permissions: z.record(z.string(), z.unknown()).nullable(),
  user_permissions_view_mode: z.record(z.string(), z.unknown()).nullable(),
  leadlocalname: z.string(),
  leadlocalurl: z.string(),
  leadlocatorname: z.string(),
  leadlocatorurl: z.string(),
  leadenhancename: z.string(),
  leadenhanceurl: z.string(),
  leadb2bname: z.string(),
  leadb2burl: z.string(),
  leadspeek_type: z.string(),
  menuLeadspeek: z.boolean(),
  status_acc: z.string(),
  idsys: z.number(),
  ip_login: z.string().nullable(),
  disable_client_add_campaign: flag,
  // Profile fields (part 1 §3), prefilled in the profile setup.
  phonenum: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone_country_calling_code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country_code: z.string().nullable(),
  state_code: z.string().nullable(),
  industry_id: z.string().nullable(),
  industry_name: z.string().nullable(),
  company_phone: z.string().nullable(),
  company_email: z.string().nullable(),
  company_address: z.string().nullable(),
  company_city: z.string().nullable(),
  company_zip: z.string().nullable(),
  company_state_code: z.string().nullable(),
  company_country_code: z.string().nullable(),
  contacts: storedContacts.nullable(),
  two_factor_auth: z.boolean(),
  two_factor_auth_type: z.enum(['email', 'google', 'none']),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * GET /user/only/{id} (part 1 §7): the user's own row, without its company and brand; the spec reads
 * disable_client_add_campaign from it (a barred client is kept out of campaign management, §4).
 */
export const userOnly = sessionUser.pick({
  id: true,
  company_id: true,
  role_id: true,
  name: true,
  email: true,
  user_type: true,
  isAccExecutive: true,
  profile_pict: true,
  questionnaire_setup_completed: true,
  profile_setup_completed: true,
  disable_client_add_campaign: true,
});
export type UserOnly = z.infer<typeof userOnly>;
