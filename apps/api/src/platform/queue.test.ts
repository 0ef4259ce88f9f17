import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { createInProcessQueue } from './queue.ts';

describe('in-process job queue (API tests)', () => {
  it('runs a sent job after the sender returns, and idle() waits for it', async () => {
    const ran: unknown[] = [];
    const queue = createInProcessQueue(
      [{ name: 'note', run: async (_ctx, data) => void ran.push(data) }],
      () => ({}) as AppContext,
    );
    await queue.send('note', { id: 1 });
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual([{ id: 1 }]);
  });

  it('refuses an unknown job name', async () => {
    const queue = createInProcessQueue([], () => ({}) as AppContext);
    await expect(queue.send('missing', {})).rejects.toThrow('No queued job named missing');
  });

  it('reports a failing job without breaking idle()', async () => {
    const errors: unknown[] = [];
    const queue = createInProcessQueue(
      [{ name: 'fail', run: async () => Promise.reject(new Error('boom')) }],
      () => ({}) as AppContext,
      (error) => errors.push(error),
    );
    await queue.send('fail', {});
    await queue.idle();
    expect(errors).toHaveLength(1);
  });
});
