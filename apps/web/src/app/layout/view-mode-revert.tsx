// View mode (part 1 §4): the icon that takes the viewer back to their own account.
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RevertIcon } from '../../components/icons.tsx';
import { revertViewAs } from '../../features/agencies/view-as.ts';
import { errorMessageOf } from '../../lib/api-error.ts';

export function ViewModeRevert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revert = useMutation({
    mutationFn: revertViewAs,
    onSuccess: (path) => navigate(path, { replace: true }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  return (
    <Tooltip label={t('viewAs.revert')}>
      <ActionIcon
        variant="filled"
        color="orange"
        size="lg"
        aria-label={t('viewAs.revert')}
        loading={revert.isPending}
        onClick={() => revert.mutate()}
      >
        <RevertIcon />
      </ActionIcon>
    </Tooltip>
  );
}
