// The names people read for user types (part 1 §1 user types; issue 23 item 11): "Agency", never
// "userdownline" or "AGENCY". Badges, filters and logs take them from here.
import type { UserType } from '../constants.ts';

export const ROLE_NAMES: Record<UserType, string> = {
  user: 'Owner',
  userdownline: 'Agency',
  client: 'Client',
  administrator: 'Administrator',
  sales: 'Sales',
};

/** The role's name; an unknown type reads as '' rather than as a code. */
export const roleName = (userType: string | null | undefined): string =>
  userType && Object.hasOwn(ROLE_NAMES, userType) ? ROLE_NAMES[userType as UserType] : '';
