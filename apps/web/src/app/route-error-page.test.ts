import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './route-error-page.tsx';

describe('a page whose code could not be downloaded is told apart from a page that failed', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://a.test/assets/x.js'),
      true,
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: https://a.test/assets/x.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    [
      'a failure of the page itself',
      new TypeError("Cannot read properties of undefined (reading 'name')"),
      false,
    ],
    ['something thrown that is not an error', 'oops', false],
  ])('%s', (_browser, error, loadFailure) => {
    expect(isLoadFailure(error)).toBe(loadFailure);
  });
});
