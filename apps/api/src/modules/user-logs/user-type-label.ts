// Readable user types for the logs table and the user filter (type_user, type_user_tx).
import type { UserType } from '@lead/shared';

const LABELS: Record<UserType, string> = {
  user: 'Owner',
  userdownline: 'Agency',
  client: 'Client',
  administrator: 'Administrator',
  sales: 'Sales',
};

export const userTypeLabel = (type: UserType | null): string | null => (type ? LABELS[type] : null);

/** The filter's 'admin' means staff and agency owners (part 2 §6 log filter user types). */
export const ADMIN_USER_TYPES = ['user', 'userdownline', 'administrator'] as const satisfies UserType[];
