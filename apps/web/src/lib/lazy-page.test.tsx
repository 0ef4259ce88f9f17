import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPagesOf } from './lazy-page.tsx';

const Gate = ({ children }: { children: ReactNode }) => children;
const Empty = () => null;

function countingPage() {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads += 1;
    return { Page: Empty };
  }, 'Page');
  return { Page, loads: () => loads };
}

describe('a signed-in load starts the page’s download at once (router.tsx)', () => {
  it('finds the lazy page inside a route gate and loads it once, however often it is asked', async () => {
    const { Page, loads } = countingPage();
    const route = (
      <Gate>
        <Page />
      </Gate>
    );
    preloadPagesOf(route);
    preloadPagesOf(route);
    await Page.preload();
    expect(loads()).toBe(1);
  });

  it('leaves pages the route does not hold alone', () => {
    const { Page, loads } = countingPage();
    preloadPagesOf(<Gate>{'text'}</Gate>);
    preloadPagesOf(null);
    expect(loads()).toBe(0);
    expect(Page.preload).toBeTypeOf('function');
  });

  it('tries a failed download again on the next ask', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { Page: Empty };
    }, 'Page');
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});
