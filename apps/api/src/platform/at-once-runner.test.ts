// The at-once runner (issue 24 item 2): work starts the moment it is sent, a send during a run of the
// same work makes exactly one more run after it (nothing that arrived meanwhile is left behind),
// different work runs side by side up to the limit, and a failed run goes to the fallback.
import { describe, expect, it } from 'vitest';
import { createAtOnceRunner } from './at-once-runner.ts';

type Gate = { promise: Promise<void>; open: () => void };
const gate = (): Gate => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

function recordingRunner(concurrency = 2) {
  const started: unknown[] = [];
  const gates: Gate[] = [];
  const failed: unknown[] = [];
  const runner = createAtOnceRunner<string>({
    concurrency,
    run: async (_job, payload) => {
      started.push(payload);
      const next = gate();
      gates.push(next);
      await next.promise;
      if (payload === 'bad') throw new Error('refused');
    },
    onFailure: (_job, payload) => void failed.push(payload),
  });
  const openAll = () => {
    for (const each of gates) each.open();
  };
  return { runner, started, gates, failed, openAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('at-once runner', () => {
  it('starts a sent job without waiting for anything', () => {
    const { runner, started } = recordingRunner();
    runner.send('resolve', 'resolve', {});
    expect(started).toEqual([{}]);
  });

  it('runs the same work once more after a run that sends arrived during, however many sends', async () => {
    const { runner, started, gates, openAll } = recordingRunner();
    runner.send('resolve', 'resolve', 'x');
    for (let index = 0; index < 20; index++) runner.send('resolve', 'resolve', 'x');
    expect(started).toHaveLength(1);
    gates[0]?.open();
    await tick();
    expect(started).toHaveLength(2);
    openAll();
    await runner.idle();
    expect(started).toHaveLength(2);
  });

  it('runs different work side by side up to its limit, and the rest as runs end', async () => {
    const { runner, started, gates, openAll } = recordingRunner(2);
    for (const campaign of [1, 2, 3]) runner.send('deliver', 'deliver', { campaign });
    expect(started).toEqual([{ campaign: 1 }, { campaign: 2 }]);
    gates[0]?.open();
    await tick();
    expect(started).toEqual([{ campaign: 1 }, { campaign: 2 }, { campaign: 3 }]);
    openAll();
    await runner.idle();
  });

  it('hands a failed run to the fallback and goes on with the rest', async () => {
    const { runner, started, failed, openAll } = recordingRunner(1);
    runner.send('job', 'job', 'bad');
    runner.send('job', 'job', 'good');
    openAll();
    await tick();
    openAll();
    await runner.idle();
    expect(failed).toEqual(['bad']);
    expect(started).toEqual(['bad', 'good']);
  });

  it('idle waits for work still waiting behind the limit', async () => {
    const { runner, started, gates } = recordingRunner(1);
    runner.send('job', 'job', 'a');
    runner.send('job', 'job', 'b');
    const idle = runner.idle();
    gates[0]?.open();
    await tick();
    gates[1]?.open();
    await idle;
    expect(started).toEqual(['a', 'b']);
  });
});
