// View mode (part 1 §4): the icon that takes the viewer back to their own account.
import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RevertIcon } from '../../components/icons.tsx';
import { useRevertViewAs } from './view-as-banner.tsx';

export function ViewModeRevert() {
  const { t } = useTranslation();
  const revert = useRevertViewAs();
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
