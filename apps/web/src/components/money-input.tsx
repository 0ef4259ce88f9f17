// Every money field of the web (issue 23 point 3): people type what they are used to ("1,000.50",
// "$1000", "1000.5"); the shared parser reads it as cents, and on leaving the field a readable amount
// is shown back ("1,000.50") or the parser's sentence says what to type instead.
import { centsToMoneyText, parseMoneyText } from '@lead/shared';
import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type MoneyInputProps = {
  label: string;
  /** The text as typed (or as filled in by the form). */
  value: string;
  onChange: (text: string) => void;
  description?: ReactNode;
  /** The form's own problem with the amount (a minimum, a server answer). */
  error?: string | null;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  rightSection?: ReactNode;
  'data-testid'?: string;
};

export function MoneyInput({ value, onChange, error, rightSection, ...props }: MoneyInputProps) {
  // The parser's sentence after the field was left with text it cannot read; cleared on typing.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  return (
    <TextInput
      {...props}
      leftSection="$"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        setUnreadable(null);
        onChange(event.currentTarget.value);
      }}
      onBlur={() => {
        if (value.trim() === '') return;
        const parsed = parseMoneyText(value);
        if (parsed.ok) onChange(centsToMoneyText(parsed.cents));
        setUnreadable(parsed.ok ? null : parsed.message);
      }}
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 88 : undefined}
      rightSectionPointerEvents="none"
      error={error ?? unreadable}
    />
  );
}
