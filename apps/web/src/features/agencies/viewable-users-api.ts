import type { UserType } from '@lead/shared';
import { api } from '../../app/api-client.ts';

export type ViewableUser = {
  id: number;
  name: string;
  email: string;
  company_name: string;
  user_type: UserType;
};

/** Accounts a root system user may view as (GET /configuration/viewable-users). */
export function listViewableUsers(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return api.get<{ users: ViewableUser[] }>(`/configuration/viewable-users${query}`);
}
