import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { companyProblems, personalProblems } from './profile-checks.ts';
import type { CompanyValues, PersonalValues } from './profile-details.ts';

const person: PersonalValues = {
  name: 'Fresh Person',
  email: 'fresh@example.test',
  phonenum: '',
  phone_country_code: '',
  phone_country_calling_code: '',
  address: '',
  city: '',
  zip: '',
  country_code: '',
  state_code: '',
};

describe('profile setup step 1 blocks forward movement while invalid (part 1 §5)', () => {
  it('passes a complete step without a phone', () => {
    expect(personalProblems(person)).toEqual({});
  });
  it('asks for a country when a number comes without one', () => {
    expect(personalProblems({ ...person, phonenum: '201 555 0123' }).phonenum).toBe(messages.chooseCountry);
  });
  it('shows an example number of the chosen country when the number is invalid', () => {
    const problem = personalProblems({ ...person, phonenum: '12', phone_country_code: 'US' }).phonenum;
    expect(problem).toMatch(/^Please enter valid phone number \(e\.g\. .+\)$/);
  });
  it('accepts a valid number of the chosen country', () => {
    expect(personalProblems({ ...person, phonenum: '201 555 0123', phone_country_code: 'US' })).toEqual({});
  });
  it('names the missing full name', () => {
    expect(Object.keys(personalProblems({ ...person, name: ' ' }))).toEqual(['name']);
  });
});

describe('profile setup step 2', () => {
  const company = {
    company_name: 'Acme',
    company_phone: '',
    company_phone_country_code: '',
  } as CompanyValues;
  it('needs the company name', () => {
    expect(Object.keys(companyProblems({ ...company, company_name: '' }))).toContain('company_name');
  });
  it('checks the company phone against the company country', () => {
    expect(
      companyProblems({ ...company, company_phone: '201 555 0123', company_country_code: 'US' }),
    ).toEqual({});
  });
});
