import { describe, expect, it } from 'vitest';
import type { ListUserType } from '../contracts/tenants.ts';
import { messages } from '../messages.ts';
import { type DownlineFormMode, type DownlineFormValues, downlineProblems } from './downline-form.ts';

const valid: DownlineFormValues = {
  ClientCompanyName: 'Northwind Media',
  ClientFullName: 'Nora North',
  ClientEmail: 'Nora@Northwind.test',
  ClientPhone: '(312) 555-0123',
  ClientPhoneCountryCode: 'US',
  DownlineSubDomain: 'northwind',
  selectedterms: [
    { term: 'Weekly', status: true },
    { term: 'Monthly', status: false },
  ],
};

type Row = [
  string,
  ListUserType,
  DownlineFormMode,
  DownlineFormValues,
  keyof DownlineFormValues | null,
  string | null,
];

describe('add and edit forms (part 2 §5 "Validation rules")', () => {
  it.each<Row>([
    ['§5 a complete agency edit is valid', 'userdownline', 'edit', valid, null, null],
    [
      '§5 edit: company name required',
      'userdownline',
      'edit',
      { ...valid, ClientCompanyName: ' ' },
      'ClientCompanyName',
      messages.companyNameRequired,
    ],
    [
      '§5 edit: full name required',
      'client',
      'edit',
      { ...valid, ClientFullName: '' },
      'ClientFullName',
      messages.fullNameRequired,
    ],
    [
      '§5 edit: e-mail required',
      'client',
      'edit',
      { ...valid, ClientEmail: '' },
      'ClientEmail',
      messages.emailRequired,
    ],
    [
      '§5 edit: e-mail valid format',
      'client',
      'edit',
      { ...valid, ClientEmail: 'nora@' },
      'ClientEmail',
      messages.emailInvalid,
    ],
    [
      '§5 e-mail is checked lowercased (upper case is fine)',
      'client',
      'edit',
      { ...valid, ClientEmail: 'NORA@X.TEST' },
      null,
      null,
    ],
    [
      '§5 edit: phone required',
      'client',
      'edit',
      { ...valid, ClientPhone: '' },
      'ClientPhone',
      messages.invalidPhone,
    ],
    [
      '§5 edit: phone valid for its country',
      'client',
      'edit',
      { ...valid, ClientPhone: '12' },
      'ClientPhone',
      messages.invalidPhone,
    ],
    [
      'part 1 §5: a number without a country',
      'client',
      'edit',
      { ...valid, ClientPhoneCountryCode: '' },
      'ClientPhone',
      messages.chooseCountry,
    ],
    [
      '§5 subdomain required for an agency',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: '' },
      'DownlineSubDomain',
      messages.subdomainRequired,
    ],
    [
      '§5 subdomain may not start with a hyphen',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: '-north' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      '§5 subdomain may not end with a hyphen',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: 'north-' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      '§5 subdomain letters, digits, hyphens only',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: 'north_wind' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      'issue 12: a reserved subdomain (www) is refused',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: 'WWW' },
      'DownlineSubDomain',
      messages.subdomainReserved,
    ],
    [
      '§5 subdomain of 63 characters is fine',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: 'a'.repeat(63) },
      null,
      null,
    ],
    [
      '§5 subdomain of 64 characters is too long',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: 'a'.repeat(64) },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      '§5 subdomain of one character is fine',
      'userdownline',
      'edit',
      { ...valid, DownlineSubDomain: 'a' },
      null,
      null,
    ],
    ['§5 a client has no subdomain rule', 'client', 'edit', { ...valid, DownlineSubDomain: '' }, null, null],
    [
      '§5 an agency needs a payment term',
      'userdownline',
      'edit',
      { ...valid, selectedterms: [{ term: 'Weekly', status: false }] },
      'selectedterms',
      messages.selectPaymentTerm,
    ],
    [
      '§5 add: only full name and e-mail are needed',
      'userdownline',
      'add',
      { ClientFullName: 'Nora', ClientEmail: 'nora@x.test' },
      null,
      null,
    ],
    [
      '§5 add: full name needed',
      'client',
      'add',
      { ClientEmail: 'nora@x.test' },
      'ClientFullName',
      messages.fullNameRequired,
    ],
    [
      '§5 add: e-mail needed',
      'client',
      'add',
      { ClientFullName: 'Nora' },
      'ClientEmail',
      messages.emailRequired,
    ],
    [
      '§5 add: a phone that is sent must be valid',
      'client',
      'add',
      { ClientFullName: 'Nora', ClientEmail: 'n@x.test', ClientPhone: '12', ClientPhoneCountryCode: 'US' },
      'ClientPhone',
      messages.invalidPhone,
    ],
    [
      '§5 add: a subdomain that is sent must be valid',
      'userdownline',
      'add',
      { ClientFullName: 'Nora', ClientEmail: 'n@x.test', DownlineSubDomain: 'a b' },
      'DownlineSubDomain',
      messages.subdomainInvalid,
    ],
    [
      'staff rows have no company name',
      'administrator',
      'edit',
      { ...valid, ClientCompanyName: '' },
      null,
      null,
    ],
  ])('%s', (_case, userType, mode, values, field, message) => {
    const problems = downlineProblems(userType, mode, values);
    if (field === null) expect(problems).toEqual({});
    else expect(problems[field]).toBe(message);
  });
});

describe('editing an account that never had a phone (issue 14)', () => {
  const noPhone = { ...valid, ClientPhone: '' };
  it.each<[string, { phone: string | null } | undefined, string | undefined]>([
    ['an agency added without a phone saves without one', { phone: null }, undefined],
    ['an empty stored phone counts as none', { phone: '' }, undefined],
    ['a phone it had cannot be removed', { phone: '(312) 555-0123' }, messages.invalidPhone],
    ['without the stored account, §5 asks for a phone', undefined, messages.invalidPhone],
  ])('%s', (_name, stored, problem) => {
    expect(downlineProblems('userdownline', 'edit', noPhone, stored).ClientPhone).toBe(problem);
  });

  it('a phone typed in is still checked', () => {
    expect(
      downlineProblems('userdownline', 'edit', { ...valid, ClientPhone: '12' }, { phone: null }).ClientPhone,
    ).toBe(messages.invalidPhone);
  });
});
