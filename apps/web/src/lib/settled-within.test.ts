import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within.ts';

afterEach(() => vi.useRealTimers());

describe('settledWithin', () => {
  it('gives the answer that comes within the wait', async () => {
    await expect(settledWithin(Promise.resolve({ id: 7 }), 5_000)).resolves.toEqual({ id: 7 });
  });

  it('gives undefined for an answer that fails', async () => {
    await expect(settledWithin(Promise.reject(new Error('down')), 5_000)).resolves.toBeUndefined();
  });

  it('gives undefined once the wait is over, for an answer that never comes', async () => {
    vi.useFakeTimers();
    const result = settledWithin(new Promise<number>(() => {}), 5_000);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
  });
});
