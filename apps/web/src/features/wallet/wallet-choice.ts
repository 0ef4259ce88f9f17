// The dialog's amount choice (part 2 §5 'Wallet amount', §9): what it opens with and when it is
// below the minimum; the rule itself is the shared one (rules/wallet-amount.ts).
import { type WalletResponse, walletDefaultDollars, walletMinimumDollars } from '@lead/shared';

export type WalletAmountChoice = {
  /** Dollars as typed ('2500', '2500.5'). */
  amount: string;
  custom: boolean;
};

/** Below the mode's minimum, or not a number yet (an empty field). */
export const belowMinimum = (choice: WalletAmountChoice): boolean => {
  const dollars = Number(choice.amount);
  return (
    choice.amount.trim() === '' || !Number.isFinite(dollars) || dollars < walletMinimumDollars(choice.custom)
  );
};

/** The amount the dialog opens with: the saved one, never under the mode's minimum (part 2 §9). */
export function initialChoice(
  wallet: Pick<WalletResponse, 'custom_amount' | 'amount_cents'>,
): WalletAmountChoice {
  const custom = wallet.custom_amount === 'T';
  const saved = wallet.amount_cents > 0 ? wallet.amount_cents / 100 : null;
  return { amount: String(walletDefaultDollars(saved, custom)), custom };
}
