// What a lead must carry (the campaign's requireemailaddress, phoneenabled, homeaddressenabled):
// a person without it is not a lead of that campaign.
import type { ResolvedPerson } from '../../../platform/providers/lead-data-provider.ts';

export type RequiredFieldsReason = 'missing-email' | 'missing-phone' | 'missing-address';

export function missingRequiredField(
  campaign: { requireEmailAddress: boolean; phoneEnabled: boolean; homeAddressEnabled: boolean },
  person: Pick<ResolvedPerson, 'email' | 'phone' | 'address' | 'city' | 'state' | 'zip'>,
): RequiredFieldsReason | null {
  if (campaign.requireEmailAddress && !person.email.trim()) return 'missing-email';
  if (campaign.phoneEnabled && !person.phone.trim()) return 'missing-phone';
  const address = [person.address, person.city, person.state, person.zip];
  if (campaign.homeAddressEnabled && address.some((part) => !part.trim())) return 'missing-address';
  return null;
}
