import type { ShellFacts } from '@lead/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-payments.ts';

const colours: Record<ShellFacts['paymentAccountState'], string> = {
  connected: 'green',
  'not-connected': 'gray',
  pending: 'yellow',
  inverification: 'blue',
};

/** The payment account state of part 1 §4 as a badge. */
export function ConnectedAccountState({ state }: { state: ShellFacts['paymentAccountState'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[state]} variant="filled" data-testid="payment-account-state">
      {t(`connectedAccount.states.${state}`)}
    </Badge>
  );
}
