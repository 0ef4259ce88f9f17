// The sign-in page's inline scripts run under the strict policy by their hashes (page-script-hashes.ts).
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './page-script-hashes.ts';

describe('inlineScriptHashes', () => {
  it('hashes each inline script body as the browser does (the example of the CSP specification)', () => {
    expect(inlineScriptHashes("<head><script>alert('Hello, world.');</script></head>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('leaves out scripts loaded from a file, which script-src allows as self', () => {
    expect(
      inlineScriptHashes('<script src="/theme-init.js"></script><script type="module" src="/a.js"></script>'),
    ).toEqual([]);
  });

  it('hashes every inline script of a page, attributes and all', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script nonce="x">b()</script>')).toHaveLength(2);
  });
});
