// The top-up amount (part 2 §5 'Wallet amount', §9): a preset ($250, $500, $1,000) or a custom
// amount of at least $2,500. The custom field takes digits and one dot by keyboard, refuses copy,
// cut and paste, says '*Minimum amount is $…' while below the minimum and raises it on blur.
import {
  formatWalletDollars,
  WALLET_PRESET_DOLLARS,
  walletAmountKeystrokes,
  walletAmountOnBlur,
  walletMinimumDollars,
  walletMinimumHint,
} from '@lead/shared';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { belowMinimum, type WalletAmountChoice } from './wallet-choice.ts';
import '../../i18n/en-wallet.ts';

const CUSTOM = 'custom';
const block = (event: ClipboardEvent) => event.preventDefault();

type WalletAmountPickerProps = {
  value: WalletAmountChoice;
  onChange: (next: WalletAmountChoice) => void;
  disabled?: boolean;
};

export function WalletAmountPicker({ value, onChange, disabled }: WalletAmountPickerProps) {
  const { t } = useTranslation();
  const presets = WALLET_PRESET_DOLLARS.map((dollars) => ({
    value: String(dollars),
    label: `$${formatWalletDollars(dollars)}`,
  }));
  const selected = value.custom
    ? CUSTOM
    : (presets.find((preset) => Number(preset.value) === Number(value.amount))?.value ?? '');

  const choose = (next: string) => {
    if (next === CUSTOM) {
      // A custom amount starts at its own minimum rather than below it.
      const kept =
        Number(value.amount) >= walletMinimumDollars(true)
          ? value.amount
          : String(walletMinimumDollars(true));
      onChange({ amount: kept, custom: true });
    } else onChange({ amount: next, custom: false });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="wallet-amount-choice">
        {t('dataWallet.amountChoice')}
      </Text>
      <SegmentedControl
        aria-labelledby="wallet-amount-choice"
        data={[...presets, { value: CUSTOM, label: t('dataWallet.custom') }]}
        value={selected}
        onChange={choose}
        disabled={disabled}
        fullWidth
      />
      {value.custom && (
        <TextInput
          label={t('dataWallet.customField')}
          // The hint gives way to the spec's own '*Minimum amount is $…' while below it.
          description={
            belowMinimum(value)
              ? undefined
              : t('dataWallet.customHint', { minimum: `$${formatWalletDollars(walletMinimumDollars(true))}` })
          }
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          value={value.amount}
          onChange={(event) =>
            onChange({ amount: walletAmountKeystrokes(event.currentTarget.value), custom: true })
          }
          onBlur={() => onChange({ amount: walletAmountOnBlur(value.amount, true), custom: true })}
          onCopy={block}
          onCut={block}
          onPaste={block}
          error={belowMinimum(value) ? walletMinimumHint(true) : undefined}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
