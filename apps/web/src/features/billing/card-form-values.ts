// The card form's values, checked with the shared card contracts before anything is sent.
import { cardSaveRequest, type SandboxTokenRequest, sandboxTokenRequest } from '@lead/shared';
import type { CardOwner } from './billing-api.ts';

export type CardFormValues = Record<
  | 'number'
  | 'exp_month'
  | 'exp_year'
  | 'cvc'
  | 'cardholder'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'zip',
  string
>;

export const emptyCardForm = (cardholder: string): CardFormValues => ({
  number: '',
  exp_month: '',
  exp_year: '',
  cvc: '',
  cardholder,
  address: '',
  city: '',
  state: '',
  country: 'US',
  zip: '',
});

const ownerContract = cardSaveRequest.omit({ tokenid: true });

type CheckedCard =
  | { ok: true; card: SandboxTokenRequest; owner: CardOwner }
  | { ok: false; problems: Record<string, string> };

export function checkCardForm(values: CardFormValues): CheckedCard {
  const card = sandboxTokenRequest.safeParse({
    number: values.number,
    exp_month: values.exp_month.trim() || Number.NaN,
    exp_year: values.exp_year.trim() || Number.NaN,
    cvc: values.cvc.trim(),
  });
  const owner = ownerContract.safeParse(values);
  if (card.success && owner.success) return { ok: true, card: card.data, owner: owner.data };
  const problems: Record<string, string> = {};
  for (const issue of [...(card.error?.issues ?? []), ...(owner.error?.issues ?? [])]) {
    problems[String(issue.path[0] ?? 'number')] ??= issue.message;
  }
  return { ok: false, problems };
}
