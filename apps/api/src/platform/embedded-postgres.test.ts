import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableDataDir, unreachableParent } from './embedded-postgres.ts';

const asRoot = process.getuid?.() === 0;

describe.runIf(asRoot)('embedded PostgreSQL data folder as root', () => {
  it('finds the folder the postgres user cannot enter', () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-'));
    fs.chmodSync(closed, 0o700);
    expect(unreachableParent(path.join(closed, 'data', 'postgres'))).toBe(closed);
    fs.rmSync(closed, { recursive: true });
  });

  it('moves the data to /var/tmp and says why, when DATA_DIR is unreachable', () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-'));
    fs.chmodSync(closed, 0o700);
    const said: string[] = [];
    const chosen = reachableDataDir(path.join(closed, '.data'), (line) => said.push(line));
    expect(chosen.startsWith('/var/tmp/lead-platform/')).toBe(true);
    expect(said[0]).toContain(closed);
    fs.rmSync(closed, { recursive: true });
  });

  it('keeps a reachable DATA_DIR as it is', () => {
    const open = fs.mkdtempSync(path.join(os.tmpdir(), 'open-'));
    fs.chmodSync(open, 0o755);
    expect(reachableDataDir(path.join(open, '.data'), () => {})).toBe(path.join(open, '.data'));
    fs.rmSync(open, { recursive: true });
  });
});
