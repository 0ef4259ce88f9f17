import { describe, expect, it } from 'vitest';
import {
  type ManualBillEvent,
  type ManualBillState,
  manualBillShown,
  nextManualBillState,
  STORED,
} from './manual-bill-state.ts';

const after = (events: ManualBillEvent[]): ManualBillState => events.reduce(nextManualBillState, STORED);
const ask = (on: boolean): ManualBillEvent => ({ type: 'ask', on });

// Part 2 §4: the switch asks first; a cancel or a failure puts it back; a save keeps it.
describe('the manual bill switch’s position (part 2 §4)', () => {
  it.each([
    { when: 'nothing was asked', events: [], stored: false, shown: false },
    { when: 'asking to turn it on', events: [ask(true)], stored: false, shown: true },
    {
      when: 'the question is cancelled',
      events: [ask(true), { type: 'cancel' }],
      stored: false,
      shown: false,
    },
    { when: 'saving', events: [ask(true), { type: 'confirm' }], stored: false, shown: true },
    {
      when: 'the save failed',
      events: [ask(true), { type: 'confirm' }, { type: 'failed' }],
      stored: false,
      shown: false,
    },
    // The list's refetch has ended but its rows have not reached the table yet.
    {
      when: 'saved, the row not yet refreshed',
      events: [ask(true), { type: 'confirm' }, { type: 'saved' }],
      stored: false,
      shown: true,
    },
    {
      when: 'saved, the row refreshed',
      events: [ask(true), { type: 'confirm' }, { type: 'saved' }, { type: 'row-arrived' }],
      stored: true,
      shown: true,
    },
    // Someone else turned it off again after the save: the list is the truth once it arrives.
    {
      when: 'saved, the refreshed row says otherwise',
      events: [ask(true), { type: 'confirm' }, { type: 'saved' }, { type: 'row-arrived' }],
      stored: false,
      shown: false,
    },
    {
      when: 'a row arrives while asking',
      events: [ask(false), { type: 'row-arrived' }],
      stored: true,
      shown: false,
    },
    {
      when: 'a row arrives while saving',
      events: [ask(false), { type: 'confirm' }, { type: 'row-arrived' }],
      stored: true,
      shown: false,
    },
    {
      when: 'asked again while saving',
      events: [ask(true), { type: 'confirm' }, ask(false)],
      stored: false,
      shown: true,
    },
  ] satisfies { when: string; events: ManualBillEvent[]; stored: boolean; shown: boolean }[])(
    '$when: shows $shown',
    ({ events, stored, shown }) => {
      expect(manualBillShown(after(events), stored)).toBe(shown);
    },
  );
});
