// Saving a company setting: the server's message, then the user data and facts are read again so
// the sidebar names, module routes and colours follow at once.
import type { SettingName } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession } from '../../lib/session.tsx';
import { type SettingInput, saveSetting, settingKey } from './settings-api.ts';

export function useSaveSetting<Name extends SettingName>(companyId: number, name: Name) {
  return useMutation({
    mutationFn: (value: SettingInput[Name]) => saveSetting(companyId, name, value),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await Promise.all([
        refreshSession(),
        queryClient.invalidateQueries({ queryKey: settingKey(companyId, name) }),
      ]);
    },
  });
}
