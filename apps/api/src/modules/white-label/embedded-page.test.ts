import { describe, expect, it } from 'vitest';
import { embeddedCodePolicy, pageWithEmbeddedCode } from './embedded-page.ts';

const PAGE = `<!doctype html><html><head><script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js"><link rel="stylesheet" href="/assets/index.css">
</head><body><div id="root"></div></body></html>`;
const code = (
  placeEmbedded: 'head' | 'body' | 'footer',
  embeddedcode = `<script>track("$&$'")</script>`,
) => ({
  placeEmbedded,
  embeddedcode,
});

describe('the page of an agency host with embedded code', () => {
  it.each([
    ['head', /track[^<]*<\/script>\n<!-- end of agency embedded code -->\n<\/head>/],
    ['body', /<body>\n<!-- agency embedded code -->\n<script nonce="N">track/],
    ['footer', /<div id="root"><\/div>\n<!-- agency embedded code -->[\s\S]*<\/body><\/html>$/],
  ] as const)('puts the code at the %s', (place, where) => {
    expect(pageWithEmbeddedCode(PAGE, code(place), 'N')).toMatch(where);
  });

  it('keeps $ patterns of the code as written', () => {
    expect(pageWithEmbeddedCode(PAGE, code('head'), 'N')).toContain(`track("$&$'")`);
  });

  it("gives the nonce to the page's own scripts and module preloads, and tells Vite's preloader", () => {
    const html = pageWithEmbeddedCode(PAGE, code('footer'), 'N');
    expect(html).toContain('<script nonce="N" src="/theme-init.js">');
    expect(html).toContain('<script nonce="N" type="module"');
    expect(html).toContain('<link nonce="N" rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet"');
    expect(html).toContain('<meta property="csp-nonce" nonce="N">');
  });

  it('a policy that runs only scripts carrying the nonce or loaded by them', () => {
    const policy = embeddedCodePolicy('N');
    expect(policy).toContain("script-src 'nonce-N' 'strict-dynamic'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
