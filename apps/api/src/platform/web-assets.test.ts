import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webAssets } from './web-assets.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
  fs.writeFileSync(path.join(dir, 'entry-AbCd1234.js'), 'export const a = 1;');
  fs.writeFileSync(path.join(dir, 'entry-AbCd1234.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dir, 'entry-AbCd1234.js.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(dir, 'logo-Zz99.png'), 'png bytes');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the build files kept in memory', () => {
  it('reads a file with its compressed copies at its first ask, and keeps it', async () => {
    const assetOf = webAssets(dir);
    const first = await assetOf('entry-AbCd1234.js');
    expect(first?.plain.body.toString()).toBe('export const a = 1;');
    expect(first?.br?.body.toString()).toBe('brotli bytes');
    expect(first?.encodings).toEqual(['br', 'gzip']);
    expect(first?.type).toMatch(/javascript; charset=utf-8/);
    fs.writeFileSync(path.join(dir, 'entry-AbCd1234.js'), 'changed on disk');
    expect((await assetOf('entry-AbCd1234.js'))?.plain.body.toString()).toBe('export const a = 1;');
  });

  it('reads a file once for twenty asks at the same moment', async () => {
    const assetOf = webAssets(dir);
    const answers = await Promise.all(Array.from({ length: 20 }, () => assetOf('entry-AbCd1234.js')));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBeNull();
  });

  it('has no compressed copy where the build wrote none, and a binary type without a charset', async () => {
    const logo = await webAssets(dir)('logo-Zz99.png');
    expect(logo?.encodings).toEqual([]);
    expect(logo?.type).toBe('image/png');
  });

  it('knows only the files there at start, not their compressed copies by name', async () => {
    const assetOf = webAssets(dir);
    fs.writeFileSync(path.join(dir, 'later-Xy12.js'), 'late');
    expect(await assetOf('later-Xy12.js')).toBeNull();
    expect(await assetOf('entry-AbCd1234.js.br')).toBeNull();
    expect(await assetOf('../entry-AbCd1234.js')).toBeNull();
  });

  it('does not keep a file that was gone at its first ask: it is read when it is back', async () => {
    const assetOf = webAssets(dir);
    const file = path.join(dir, 'entry-AbCd1234.js');
    fs.renameSync(file, `${file}.away`);
    expect(await assetOf('entry-AbCd1234.js')).toBeNull();
    fs.renameSync(`${file}.away`, file);
    expect((await assetOf('entry-AbCd1234.js'))?.plain.body.toString()).toBe('export const a = 1;');
  });
});
