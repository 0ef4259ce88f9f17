// RESOLVE_PARALLEL: how many batches of queued visits one resolution run decides at once. Each holds
// a connection of the pool of 10, so a value past 8 (or not a whole positive number) is refused.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('RESOLVE_PARALLEL', () => {
  it('is 3 when unset, and takes 1 to 8', () => {
    expect(loadConfig({}).RESOLVE_PARALLEL).toBe(3);
    expect(loadConfig({ RESOLVE_PARALLEL: '1' }).RESOLVE_PARALLEL).toBe(1);
    expect(loadConfig({ RESOLVE_PARALLEL: '8' }).RESOLVE_PARALLEL).toBe(8);
  });

  it.each(['0', '9', '9007199254740993', '2.5', 'many'])('refuses %j, naming it', (raw) => {
    expect(() => loadConfig({ RESOLVE_PARALLEL: raw })).toThrow(/RESOLVE_PARALLEL/);
  });
});
