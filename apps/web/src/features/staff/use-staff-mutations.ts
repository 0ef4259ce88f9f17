// Saving, removing and re-inviting staff, with the notices of part 2 §8.
import { type DownlineUpdateRequest, fillMessage, messages, type TenantRow } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import {
  createStaff,
  removeStaff,
  resendInvitation,
  type StaffKind,
  staffListKey,
  updateStaff,
} from './staff-api.ts';
import { type StaffFormValues, staffPayload } from './staff-form-values.ts';

export type StaffOwner = { kind: StaffKind; companyId: number; rootId: number };

const refreshList = (owner: StaffOwner) =>
  queryClient.invalidateQueries({ queryKey: staffListKey(owner.kind, owner.companyId) });

/** Part 2 §8: an update shows the 422 body's message, any other failure the busy-server sentence. */
const updateFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? error.message : messages.serverError;

/** Add when `row` is null, else edit that row; `onSaved` closes the form. */
export function useSaveStaff(owner: StaffOwner, row: TenantRow | null, onSaved: () => void) {
  return useSubmission({
    mutationFn: (values: StaffFormValues) => {
      const payload = staffPayload(owner, values);
      if (!row) return createStaff(payload);
      const update: DownlineUpdateRequest = { ...payload, ClientID: row.id };
      return updateStaff(update);
    },
    onSuccess: async (_answer, values) => {
      const name = values.ClientFullName.trim();
      notifications.show({
        color: 'green',
        message: fillMessage(row ? 'teamMemberUpdated' : 'teamMemberAdded', { name }),
      });
      onSaved();
      await refreshList(owner);
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: row ? updateFailure(error) : errorMessageOf(error) }),
  });
}

export function useRemoveStaff(owner: StaffOwner) {
  return useSubmission({
    mutationFn: (row: TenantRow) => removeStaff(row.company_id, row.id),
    onSuccess: async (answer) => {
      notifications.show({ color: answer.result === 'success' ? 'green' : 'red', message: answer.message });
      await refreshList(owner);
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
}

export function useResendInvitation() {
  return useSubmission({
    mutationFn: (row: TenantRow) => resendInvitation(row.id),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
}
