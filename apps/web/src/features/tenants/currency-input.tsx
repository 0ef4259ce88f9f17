// An amount of a price table (the Set Cost modal, package prices), shown as US dollars (part 2 §9).
// What people type is read by the shared money parser (issue 23 point 3: "1,000.50", "$1000"), which
// replaces the spec's keystroke filter and paste block (§5); text it cannot read is kept, with the
// sentence that says what to type, and never stored.
import { centsToPlainDollars, formatCurrency, parseMoneyText } from '@lead/shared';
import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type CurrencyInputProps = {
  label: string;
  description?: string;
  /** The stored amount, e.g. '1.00'. */
  value: string;
  /** Called on blur with the amount as plain dollars ('1250.50'). */
  onCommit: (amount: string) => void;
  rightSection?: ReactNode;
  note?: string | null;
  error?: string;
  readOnly?: boolean;
};

export function CurrencyInput({ value, onCommit, note, error, rightSection, ...props }: CurrencyInputProps) {
  // While focused the raw text is edited; otherwise the stored amount shows formatted.
  const [editing, setEditing] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={editing ?? formatCurrency(value)}
      onFocus={() => setEditing(editing ?? (value === '0' || value === '0.00' ? '' : value))}
      onChange={(event) => {
        setUnreadable(null);
        setEditing(event.currentTarget.value);
      }}
      onBlur={() => {
        const typed = editing ?? value;
        const parsed = parseMoneyText(typed.trim() === '' ? '0' : typed);
        if (!parsed.ok) return setUnreadable(parsed.message);
        onCommit(centsToPlainDollars(parsed.cents));
        setEditing(null);
      }}
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 88 : undefined}
      rightSectionPointerEvents="none"
      error={unreadable ?? error ?? note}
    />
  );
}
