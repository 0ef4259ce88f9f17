// Phone numbers validated per country (part 1 §5): a hint with an example number when invalid,
// 'Choose country' when a number comes without one.
import {
  type CountryCode,
  getExampleNumber,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { messages } from '../messages.ts';

export type PhoneProblem = { message: string; example: string | null };

export function phoneProblem(
  number: string | null | undefined,
  country: string | null | undefined,
): PhoneProblem | null {
  const trimmed = (number ?? '').trim();
  if (trimmed === '') return null;
  const code = (country ?? '').trim().toUpperCase();
  if (code === '' || !isSupportedCountry(code)) return { message: messages.chooseCountry, example: null };
  if (isValidPhoneNumber(trimmed, code as CountryCode)) return null;
  const example = getExampleNumber(code as CountryCode, examples)?.formatNational() ?? null;
  return { message: example ? `${messages.invalidPhone} (e.g. ${example})` : messages.invalidPhone, example };
}
