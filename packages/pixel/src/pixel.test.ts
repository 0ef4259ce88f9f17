import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pixelScript } from './index.ts';

describe('the served pixel', () => {
  it('is at most 1,024 bytes gzipped (issue 6 "Speed")', () => {
    const size = gzipSync(pixelScript(), { level: 9 }).length;
    expect(size).toBeGreaterThan(200);
    expect(size).toBeLessThanOrEqual(1024);
  });

  it('is one self-contained statement with no imports', () => {
    const script = pixelScript();
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    expect(() => new Function(script)).not.toThrow();
  });
});
