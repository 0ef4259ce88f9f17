// Refund (part of) a paid invoice, for platform staff: the amount first (the whole refundable amount
// by default), then a confirmation that says what goes back to whom, then the refund. The dialog makes
// one key per opening, so a double click or a retry after a timeout refunds once.
import type { InvoiceRefundResponse } from '@lead/shared';
import { centsToDollars } from '@lead/shared';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { ReviewedConfirmButton } from '../../components/reviewed-confirm-button.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { checkRefundAmount, newRefundKey } from './refund-amount.ts';
import { refundInvoice } from './refunds-api.ts';
import '../../i18n/en-payments.ts';

const dollars = (amount: string) => `$${amount}`;

export type RefundableInvoice = {
  id: number;
  number: string;
  /** Who paid it, as the invoice page shows it. */
  payer: string;
  refundableCents: number;
};

type Props = {
  invoice: RefundableInvoice;
  opened: boolean;
  onClose: () => void;
  onRefunded?: (answer: InvoiceRefundResponse) => void;
};

export function RefundInvoiceDialog({ invoice, opened, onClose, onRefunded }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('refunds.title', { number: invoice.number })} centered>
      {/* Mounted per opening: a fresh amount, step and key each time. */}
      {opened && <RefundSteps invoice={invoice} onClose={onClose} onRefunded={onRefunded} />}
    </Modal>
  );
}

function RefundSteps({ invoice, onClose, onRefunded }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const [key] = useState(newRefundKey);
  const [value, setValue] = useState(centsToDollars(invoice.refundableCents));
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const refund = useSubmission({
    mutationFn: (amount: string) => refundInvoice(invoice.id, { amount, idempotency_key: key }),
    onSuccess: (answer) => onRefunded?.(answer),
  });
  const serverProblem = fieldErrorsOf(refund.error).amount;

  if (refund.isSuccess)
    return (
      <Stack>
        <Alert color="green" role="status">
          {refund.data.message}
        </Alert>
        <Text size="sm">
          {t('refunds.done', {
            amount: dollars(refund.data.amount),
            refunded: dollars(refund.data.refunded),
            left: dollars(refund.data.refundable),
          })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );

  if (invoice.refundableCents <= 0)
    return (
      <Stack>
        <Alert>{t('refunds.nothingLeft', { number: invoice.number })}</Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );

  if (asking !== null)
    return (
      <Stack>
        <Text>
          {t('refunds.confirmText', {
            amount: dollars(asking),
            number: invoice.number,
            payer: invoice.payer,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('refunds.confirmNote')}
        </Text>
        <FormAlert error={refund.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)} disabled={refund.isPending}>
            {t('refunds.back')}
          </Button>
          <ReviewedConfirmButton
            color="red"
            loading={refund.isPending}
            onConfirm={() => refund.mutate(asking)}
          >
            {t('refunds.confirm', { amount: dollars(asking) })}
          </ReviewedConfirmButton>
        </Group>
      </Stack>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRefundAmount(value, invoice.refundableCents);
    setProblem(checked.ok ? null : checked.problem);
    if (checked.ok) {
      refund.reset();
      setAsking(checked.amount);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text size="sm">
          {t('refunds.intro', {
            left: dollars(centsToDollars(invoice.refundableCents)),
            number: invoice.number,
          })}
        </Text>
        <TextInput
          label={t('refunds.amount')}
          leftSection="$"
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem ?? serverProblem}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('refunds.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
