import { describe, expect, it } from 'vitest';
import { pageBelongsToSite } from './site-match.ts';

describe("a page belongs to the campaign's site (issue 6: the page must belong to the campaign's site)", () => {
  it.each([
    ['same host', 'https://acme.example.com/pricing', 'https://acme.example.com/', true],
    ['www. either side', 'https://www.acme.example.com/', 'http://acme.example.com/landing', true],
    ['a subdomain of the site', 'https://shop.acme.example.com/cart', 'https://acme.example.com', true],
    [
      'port and path do not matter',
      'http://localhost:4100/demo-site/',
      'http://localhost:3000/demo-site/',
      true,
    ],
    ["another tenant's site", 'https://beta.example.com/', 'https://acme.example.com/', false],
    ['a look-alike suffix', 'https://evilacme.example.com/', 'https://acme.example.com/', false],
    ['no landing URL set', 'https://acme.example.com/', null, false],
    ['not a web page', 'javascript:alert(1)', 'https://acme.example.com/', false],
    ['garbage', 'not a url', 'https://acme.example.com/', false],
  ])('%s', (_name, page, site, expected) => {
    expect(pageBelongsToSite(page, site)).toBe(expected);
  });
});
