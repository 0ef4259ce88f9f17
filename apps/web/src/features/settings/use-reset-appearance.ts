// "Reset to defaults": the company's own look is removed and the inherited one comes back at once.
import { type AppearanceSettingView, settingsRoutes as routes } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession } from '../../lib/session.tsx';
import { settingKey } from './settings-api.ts';
import '../../i18n/en-general-setting.ts';

export function useResetAppearance(companyId: number, onReset: (inherited: AppearanceSettingView) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () =>
      call(routes.resetSetting, {
        params: { companyID: companyId, settingname: 'appearance' },
      }) as Promise<AppearanceSettingView>,
    onSuccess: async (inherited) => {
      onReset(inherited);
      notifications.show({ color: 'green', message: t('generalSetting.resetDone') });
      await Promise.all([
        refreshSession(),
        queryClient.invalidateQueries({ queryKey: settingKey(companyId, 'appearance') }),
      ]);
    },
  });
}
