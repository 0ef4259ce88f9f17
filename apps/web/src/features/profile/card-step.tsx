// Step 3 of profile setup, for users who need a card: the sandbox card form; a decline stays here.
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.tsx';
import { ProviderCardForm } from '../billing/provider-card-form.tsx';
import '../../i18n/en-profile-setup.ts';

export function CardStep({ saved, onSaved }: { saved: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="sm">
      <Text>{t('profileSetup.cardIntro')}</Text>
      {saved ? (
        <Alert color="green" variant="light" data-testid="card-saved">
          {t('profileSetup.cardSaved')}
        </Alert>
      ) : (
        <ProviderCardForm cardholder={user.name} submitLabel={t('profileSetup.saveCard')} onSaved={onSaved} />
      )}
    </Stack>
  );
}
