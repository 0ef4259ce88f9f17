// The two-factor setting read and written by the dialogs, kept in step with the session user data.
import type { SessionUser, TwoFactorSetting, TwoFactorUpdateRequest } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/api-error.ts';
import { sessionUserKey } from '../../lib/session.tsx';
import { readTwoFactor, saveTwoFactor } from './auth-api.ts';

export const twoFactorKey = (userId: number) => ['two-factor', userId] as const;

export function useTwoFactorSetting(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: twoFactorKey(userId),
    queryFn: () => readTwoFactor(userId),
    enabled,
    staleTime: 0,
  });
}

/** Saves and reports with the server's own message: success in green, failure in red (part 1 §8). */
export function useSaveTwoFactor(userId: number, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorUpdateRequest) => saveTwoFactor(userId, body),
    onSuccess: (answer) => {
      const setting: TwoFactorSetting = {
        two_factor_auth: answer.two_factor_auth,
        two_factor_auth_type: answer.two_factor_auth_type,
      };
      queryClient.setQueryData(twoFactorKey(userId), setting);
      queryClient.setQueryData<SessionUser>(sessionUserKey, (user) =>
        user ? { ...user, ...setting } : user,
      );
      notifications.show({ color: 'green', message: answer.message });
      onSaved?.();
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
}
