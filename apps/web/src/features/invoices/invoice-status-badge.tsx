// An invoice's status as a badge (rules/invoice-status.ts): a failed one carries why the card was declined.
import { type InvoiceShownStatus, invoiceStatusBadge, invoiceStatusText } from '@lead/shared';
import { Badge, Tooltip } from '@mantine/core';

/** `status` as shown: a refunded paid invoice reads Partly refunded or Refunded (invoiceShownStatus). */
type InvoiceStatusBadgeProps = { status: InvoiceShownStatus; reason: string | null };

export function InvoiceStatusBadge({ status, reason }: InvoiceStatusBadgeProps) {
  const { label, color } = invoiceStatusBadge(status);
  const text = invoiceStatusText(status, reason);
  const badge = (
    <Badge color={color} variant="light" data-status={status} aria-label={text}>
      {label}
    </Badge>
  );
  return status === 'failed' && reason ? (
    <Tooltip label={reason} multiline maw={280}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
