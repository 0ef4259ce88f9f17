// A currency amount (part 2 §5): digits and one dot by keyboard, no copy, cut or paste; on blur a
// non-numeric value becomes 0 and the amount shows as US dollars.
import { currencyKeystroke, currencyOnBlur, formatCurrency } from '@lead/shared';
import { TextInput } from '@mantine/core';
import { type ClipboardEvent, type ReactNode, useState } from 'react';

type CurrencyInputProps = {
  label: string;
  description?: string;
  /** The stored amount, e.g. '1.00'. */
  value: string;
  /** Called on blur with the cleaned amount. */
  onCommit: (amount: string) => void;
  rightSection?: ReactNode;
  note?: string | null;
  error?: string;
  readOnly?: boolean;
};

const block = (event: ClipboardEvent) => event.preventDefault();

export function CurrencyInput({ value, onCommit, note, error, rightSection, ...props }: CurrencyInputProps) {
  // While focused the raw text is edited; otherwise the stored amount shows formatted.
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={editing ?? formatCurrency(value)}
      onFocus={() => setEditing(value === '0' || value === '0.00' ? '' : value)}
      onChange={(event) => setEditing(currencyKeystroke(event.currentTarget.value))}
      onBlur={() => {
        onCommit(currencyOnBlur(editing ?? value));
        setEditing(null);
      }}
      onCopy={block}
      onCut={block}
      onPaste={block}
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 88 : undefined}
      rightSectionPointerEvents="none"
      error={error ?? note}
    />
  );
}
