// View mode (part 1 §4): on every signed-in page while viewing as someone else, whom you are viewing
// as and the way back to your own account. It reads the session user, so it survives navigation
// and reloads, and it leaves with the view-as session.
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../../components/action-icons.tsx';
import { revertViewAs } from '../../features/agencies/view-as.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';

/** Pending until the viewer's own page has loaded afresh: the button stays busy meanwhile. */
export function useRevertViewAs() {
  return useMutation({
    mutationFn: revertViewAs,
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
}

export function ViewAsBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const revert = useRevertViewAs();
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<EyeIcon />}
      role="region"
      aria-label={t('viewAs.bannerLabel')}
      data-testid="view-as-banner"
    >
      <Group justify="space-between" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {t('viewAs.banner', { name: user.name, company: user.company_name })}
          </Text>
          <Text size="xs">{t('viewAs.bannerHint')}</Text>
        </div>
        <Button
          size="xs"
          color="dark"
          variant="filled"
          loading={revert.isPending}
          onClick={() => revert.mutate()}
        >
          {user.viewer_name ? t('viewAs.returnTo', { name: user.viewer_name }) : t('viewAs.returnToOwn')}
        </Button>
      </Group>
    </Alert>
  );
}
