// Real US zip codes with their city and state (the `zipcodes` dataset), in a fixed order so the
// generated population lives in the same places on every machine.
import zipcodes from 'zipcodes';
import { isUsStateCode } from '../../general/states.ts';

export type ZipPlace = { zip: string; city: string; state: string };

let places: ZipPlace[] | null = null;

export function usZipPlaces(): readonly ZipPlace[] {
  places ??= Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US' && isUsStateCode(code.state))
    .map((code) => ({ zip: String(code.zip), city: code.city, state: code.state }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return places;
}
