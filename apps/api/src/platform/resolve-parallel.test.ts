// RESOLVE_PARALLEL: how many batches of queued visits one resolution run decides at once;
// RESOLVE_PARALLEL_BACKLOG: how many when the run starts behind. Each holds a connection of the pool
// of 10, so a value past 8 (or not a whole positive number) is refused.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe.each([
  ['RESOLVE_PARALLEL', 3],
  ['RESOLVE_PARALLEL_BACKLOG', 5],
] as const)('%s', (name, usual) => {
  it(`is ${usual} when unset, and takes 1 to 8`, () => {
    expect(loadConfig({})[name]).toBe(usual);
    expect(loadConfig({ [name]: '1' })[name]).toBe(1);
    expect(loadConfig({ [name]: '8' })[name]).toBe(8);
  });

  it.each(['0', '9', '9007199254740993', '2.5', 'many'])('refuses %j, naming it', (raw) => {
    expect(() => loadConfig({ [name]: raw })).toThrow(new RegExp(name));
  });
});
