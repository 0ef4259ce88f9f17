// The developer billing agreement (part 1 §6 names the dialog): before the first credentials, what
// calls made with them may charge, since the API asks no question at each call. Agreed once.
import { messages } from '@lead/shared';
import { Alert, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { refreshSession } from '../../lib/session.tsx';
import { recordDeveloperBillingAgreement } from './agreements-api.ts';
import '../../i18n/en-developer.ts';

export function DeveloperBillingAgreement({
  onAgreed,
  onCancel,
}: {
  onAgreed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const agree = useMutation({
    mutationFn: () => recordDeveloperBillingAgreement('profile-menu developer'),
    onSuccess: async () => {
      onAgreed();
      await refreshSession();
    },
  });
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('developer.billing.title')}
      </Title>
      <Text size="sm">{t('developer.billing.intro')}</Text>
      <List size="sm" spacing="xs">
        <List.Item>{t('developer.billing.prepaid')}</List.Item>
        <List.Item>{t('developer.billing.perLead')}</List.Item>
        <List.Item>{t('developer.billing.free')}</List.Item>
      </List>
      <Checkbox
        label={t('developer.billing.consent')}
        checked={consent}
        onChange={(event) => setConsent(event.currentTarget.checked)}
      />
      {agree.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(agree.error) || messages.somethingWentWrong}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => agree.mutate()} disabled={!consent} loading={agree.isPending}>
          {t('developer.billing.agree')}
        </Button>
      </Group>
    </Stack>
  );
}
