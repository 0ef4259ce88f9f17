// One idempotency key per confirmed charge: a double click or a retry of that charge charges once.
export const newChargeKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `wallet-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
