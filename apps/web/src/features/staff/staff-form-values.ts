// The add/edit form of an administrator or sales person: its values, the row they start from and
// the payload they become (part 2 §3 "Client user payload").
import type { DownlineCreateRequest, DownlineFormValues, TenantRow } from '@lead/shared';
import { callingCodeOf } from '../../components/country-options.ts';
import type { StaffKind } from './staff-api.ts';

type Flag = 'T' | 'F';

export type StaffFormValues = {
  ClientFullName: string;
  ClientEmail: string;
  ClientPhone: string;
  ClientPhoneCountryCode: string;
  ClientRole: number | null;
  defaultAdmin: Flag;
  customercare: Flag;
  adminGetNotification: Flag;
  disabledreceivedemail: Flag;
  isAccExecutive: Flag;
};

export type StaffFlag = 'defaultAdmin' | 'customercare' | 'adminGetNotification' | 'disabledreceivedemail';
export const ADMINISTRATOR_FLAGS: readonly StaffFlag[] = [
  'defaultAdmin',
  'customercare',
  'adminGetNotification',
  'disabledreceivedemail',
];

/** Part 2 §9: the phone country starts as the United States (+1). */
const DEFAULT_PHONE_COUNTRY = 'US';

export const blankStaffValues = (): StaffFormValues => ({
  ClientFullName: '',
  ClientEmail: '',
  ClientPhone: '',
  ClientPhoneCountryCode: DEFAULT_PHONE_COUNTRY,
  ClientRole: null,
  defaultAdmin: 'F',
  customercare: 'F',
  adminGetNotification: 'F',
  disabledreceivedemail: 'F',
  isAccExecutive: 'F',
});

export const staffValuesOf = (row: TenantRow): StaffFormValues => ({
  ClientFullName: row.name,
  ClientEmail: row.email,
  ClientPhone: row.phonenum ?? '',
  ClientPhoneCountryCode: row.phone_country_code || DEFAULT_PHONE_COUNTRY,
  ClientRole: row.role_id,
  defaultAdmin: row.defaultAdmin,
  customercare: row.customercare,
  adminGetNotification: row.adminGetNotification,
  disabledreceivedemail: row.disabledreceivedemail,
  isAccExecutive: row.isAccExecutive,
});

/** What the shared §5 rules check. */
export const checkedValues = (values: StaffFormValues): DownlineFormValues => ({
  ClientFullName: values.ClientFullName,
  ClientEmail: values.ClientEmail,
  ClientPhone: values.ClientPhone,
  ClientPhoneCountryCode: values.ClientPhoneCountryCode,
});

type Owner = { kind: StaffKind; companyId: number; rootId: number };

/** The payload of either form; each kind sends only the settings it has. */
export function staffPayload(owner: Owner, values: StaffFormValues): DownlineCreateRequest {
  const phone = values.ClientPhone.trim();
  const common: DownlineCreateRequest = {
    companyID: owner.companyId,
    idsys: owner.rootId,
    userType: owner.kind,
    ClientFullName: values.ClientFullName.trim(),
    ClientEmail: values.ClientEmail.trim().toLowerCase(),
    ClientPhone: phone,
    ClientPhoneCountryCode: phone ? values.ClientPhoneCountryCode : '',
    ClientPhoneCountryCallingCode: phone ? callingCodeOf(values.ClientPhoneCountryCode) : '',
  };
  if (owner.kind === 'sales') return { ...common, isAccExecutive: values.isAccExecutive };
  return {
    ...common,
    ClientRole: values.ClientRole,
    defaultAdmin: values.defaultAdmin,
    customercare: values.customercare,
    adminGetNotification: values.adminGetNotification,
    disabledreceivedemail: values.disabledreceivedemail,
  };
}
