// Countries for country selects, from the phone-number metadata (ISO 3166 alpha-2 codes).
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';

export type CountryOption = { value: string; label: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (code: string) => regionNames.of(code) ?? code;

const byName = (left: CountryOption, right: CountryOption) => left.label.localeCompare(right.label);

export const COUNTRY_OPTIONS: CountryOption[] = getCountries()
  .map((code) => ({ value: code, label: nameOf(code) }))
  .sort(byName);

/** "United States (+1)": the choice beside a phone number. */
export const PHONE_COUNTRY_OPTIONS: CountryOption[] = getCountries()
  .map((code) => ({ value: code, label: `${nameOf(code)} (+${getCountryCallingCode(code)})` }))
  .sort(byName);

/** '+1' for 'US'; empty for no or an unknown country. */
export function callingCodeOf(country: string): string {
  if (!getCountries().includes(country as CountryCode)) return '';
  return `+${getCountryCallingCode(country as CountryCode)}`;
}
