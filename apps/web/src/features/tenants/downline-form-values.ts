// The inline add/edit form's values: from a row, to the §5 checks, and to the create/update payloads.
import {
  type DownlineCreateRequest,
  type DownlineFormMode,
  type DownlineProblems,
  type DownlineUpdateRequest,
  downlineProblems,
  LEAD_MODULE_KINDS,
  type LeadModuleKind,
  PAYMENT_TERMS,
  type PaymentTerm,
  type TenantRow,
} from '@lead/shared';
import { callingCodeOf } from '../../components/country-options.ts';
import type { TreeUserType } from './tenants-api.ts';

export type DownlineFormValues = {
  companyName: string;
  fullName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  whiteLabeling: boolean;
  domain: string;
  subdomain: string;
  organizationId: string;
  terms: Record<PaymentTerm, boolean>;
  modules: Record<LeadModuleKind, boolean>;
  disableAddCampaign: boolean;
};

/** Phone default country: United States, +1 (part 2 §9). */
export const DEFAULT_PHONE_COUNTRY = 'US';

const flags = <Key extends string>(keys: readonly Key[], on: (key: Key) => boolean) =>
  Object.fromEntries(keys.map((key) => [key, on(key)])) as Record<Key, boolean>;

export const emptyDownlineForm = (): DownlineFormValues => ({
  companyName: '',
  fullName: '',
  email: '',
  phone: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  whiteLabeling: false,
  domain: '',
  subdomain: '',
  organizationId: '',
  terms: flags(PAYMENT_TERMS, () => false),
  modules: flags(LEAD_MODULE_KINDS, () => false),
  disableAddCampaign: false,
});

export function downlineFormOfRow(row: TenantRow): DownlineFormValues {
  return {
    companyName: row.company_name,
    fullName: row.name,
    email: row.email,
    phone: row.phonenum ?? '',
    phoneCountry: row.phone_country_code || DEFAULT_PHONE_COUNTRY,
    whiteLabeling: row.is_whitelabeling === 'T',
    domain: row.domain ?? '',
    subdomain: row.orisubdomain ?? '',
    organizationId: row.external_organizationid ?? '',
    terms: flags(PAYMENT_TERMS, (term) =>
      row.selected_payment_term.some((selected) => selected.term === term && selected.status),
    ),
    modules: flags(LEAD_MODULE_KINDS, (kind) =>
      row.selected_modules.some((selected) => selected.type === kind && selected.status),
    ),
    disableAddCampaign: row.disabledaddcampaign === 'T',
  };
}

/** Form field → payload field, so server field errors land under the right input. */
export const PAYLOAD_FIELD = {
  companyName: 'ClientCompanyName',
  fullName: 'ClientFullName',
  email: 'ClientEmail',
  phone: 'ClientPhone',
  domain: 'DownlineDomain',
  subdomain: 'DownlineSubDomain',
  organizationId: 'DownlineOrganizationID',
  terms: 'selectedterms',
  modules: 'selectedmodules',
} as const;

export type FormProblems = Partial<Record<keyof typeof PAYLOAD_FIELD, string>>;

/** The §5 checks of the shared rule, keyed by form field. */
export function downlineFormProblems(
  userType: TreeUserType,
  mode: DownlineFormMode,
  values: DownlineFormValues,
  withTerms: boolean,
  stored?: { phone: string | null },
): FormProblems {
  const problems: DownlineProblems = downlineProblems(
    userType,
    mode,
    {
      ClientCompanyName: values.companyName,
      ClientFullName: values.fullName,
      ClientEmail: values.email,
      ClientPhone: values.phone,
      ClientPhoneCountryCode: values.phoneCountry,
      DownlineSubDomain: values.subdomain,
      selectedterms: withTerms ? selectedTerms(values) : undefined,
    },
    stored,
  );
  return {
    companyName: problems.ClientCompanyName,
    fullName: problems.ClientFullName,
    email: problems.ClientEmail,
    phone: problems.ClientPhone,
    subdomain: problems.DownlineSubDomain,
    terms: problems.selectedterms,
  };
}

export const hasProblems = (problems: FormProblems) => Object.values(problems).some(Boolean);

const selectedTerms = (values: DownlineFormValues) =>
  PAYMENT_TERMS.map((term) => ({ term, status: values.terms[term] }));

type Target = { companyId: number; idsys: number; userType: TreeUserType };

function commonFields(target: Target, values: DownlineFormValues) {
  const agency = target.userType === 'userdownline';
  const phone = values.phone.trim();
  return {
    companyID: target.companyId,
    idsys: target.idsys,
    userType: target.userType,
    ClientCompanyName: values.companyName.trim(),
    ClientFullName: values.fullName.trim(),
    ClientEmail: values.email.trim().toLowerCase(),
    ClientPhone: phone,
    ClientPhoneCountryCode: phone ? values.phoneCountry : '',
    ClientPhoneCountryCallingCode: phone ? callingCodeOf(values.phoneCountry) : '',
    ClientWhiteLabeling: agency && values.whiteLabeling ? ('T' as const) : ('F' as const),
    DownlineDomain: agency ? values.domain.trim() : '',
    DownlineSubDomain: agency ? values.subdomain.trim().toLowerCase() : '',
    DownlineOrganizationID: values.organizationId.trim(),
  };
}

/** Add: under `target.companyId` (the viewer's company, or the agency the client is added to). */
export const createPayload = (target: Target, values: DownlineFormValues): DownlineCreateRequest =>
  commonFields(target, values);

/** Edit: terms and modules only when the form showed them (platform staff on an agency). */
export function updatePayload(
  row: TenantRow,
  idsys: number,
  values: DownlineFormValues,
  withProducts: boolean,
): DownlineUpdateRequest {
  const userType = row.user_type === 'userdownline' ? 'userdownline' : 'client';
  return {
    ...commonFields({ companyId: row.company_id, idsys, userType }, values),
    ClientID: row.id,
    action: 'downline',
    disabledaddcampaign: values.disableAddCampaign ? 'T' : 'F',
    ...(withProducts
      ? {
          selectedterms: selectedTerms(values),
          selectedmodules: LEAD_MODULE_KINDS.map((type) => ({ type, status: values.modules[type] })),
        }
      : {}),
  };
}
