// What the manual bill switch shows while it asks, saves and waits for the list (part 2 §4).
// A saved change stays on the switch until the list brings the row again: the refetch ends a tick
// before its rows reach the table, and showing the stored row in between flips the switch back.

export type ManualBillState = { phase: 'stored' } | { phase: 'asking' | 'saving' | 'saved'; on: boolean };

export type ManualBillEvent =
  | { type: 'ask'; on: boolean }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'saved' }
  | { type: 'failed' }
  | { type: 'row-arrived' };

export const STORED: ManualBillState = { phase: 'stored' };

export function nextManualBillState(state: ManualBillState, event: ManualBillEvent): ManualBillState {
  switch (event.type) {
    case 'ask':
      return state.phase === 'saving' ? state : { phase: 'asking', on: event.on };
    case 'cancel':
      return state.phase === 'asking' ? STORED : state;
    case 'confirm':
      return state.phase === 'asking' ? { phase: 'saving', on: state.on } : state;
    case 'saved':
      return state.phase === 'saving' ? { phase: 'saved', on: state.on } : state;
    case 'failed':
      return state.phase === 'saving' ? STORED : state;
    case 'row-arrived':
      // A row refreshed while asking or saving is older than the answer still to come.
      return state.phase === 'saved' ? STORED : state;
  }
}

/** The switch's position: the asked-for state until the stored one is known to include it. */
export const manualBillShown = (state: ManualBillState, storedOn: boolean): boolean =>
  state.phase === 'stored' ? storedOn : state.on;
