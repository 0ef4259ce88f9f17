// The pixel keeps its own copy of the ingestion path (it must stay free of zod and under 1 KB); this
// runs the served pixel on a stand-in page and checks that both ways it sends a page view reach the
// routes declared in @lead/shared (ingestRoutes), below /api.
import { ingestRoutes } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { pixelScript } from './index.ts';

const SCRIPT_SRC = 'https://platform.example.com/pixel.js';

/**
 * Runs the pixel once on a page whose sendBeacon answers `beaconQueued`; what it sent, where. The
 * session storage is shared between runs when given: a second run is a later page of one session.
 */
function runPixel(beaconQueued: boolean, session = new Map<string, string>()) {
  const beacons: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const images: string[] = [];
  const script = {
    src: SCRIPT_SRC,
    getAttribute: (name: string) => (name === 'data-campaign' ? '42' : null),
  };
  const page = {
    navigator: {
      sendBeacon: (url: string, body: string) => {
        beacons.push(url);
        bodies.push(JSON.parse(body));
        return beaconQueued;
      },
    },
    window: {},
    document: {
      currentScript: script,
      querySelector: () => script,
      cookie: '',
      referrer: 'https://search.example.test/',
      title: 'Client Co — Home',
    },
    localStorage: { getItem: () => 'visitor-1', setItem: () => undefined },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, value),
    },
    location: { href: 'https://client.example.com/' },
    history: { pushState: () => undefined, replaceState: () => undefined },
    addEventListener: () => undefined,
    Image: class {
      set src(url: string) {
        images.push(url);
      }
    },
  };
  new Function(...Object.keys(page), pixelScript())(...Object.values(page));
  return { beacons, images, bodies };
}

const declared = (path: string) => new URL(`/api${path}`, SCRIPT_SRC).href;

describe("the pixel's ingestion path", () => {
  it('is the declared page-view route for the beacon', () => {
    expect(runPixel(true).beacons).toEqual([declared(ingestRoutes.pixelEvent.path)]);
  });

  it("sends the page's title, its referrer, and whether it starts the browser session (issue 25)", () => {
    const session = new Map<string, string>();
    const [first] = runPixel(true, session).bodies;
    expect(first).toMatchObject({
      c: '42',
      v: 'visitor-1',
      u: 'https://client.example.com/',
      r: 'https://search.example.test/',
      i: 'Client Co — Home',
      n: 0,
    });
    // The next page of the same session (the tab's storage kept the mark).
    expect(runPixel(true, session).bodies[0]).toMatchObject({ n: 1 });
    // A new session (a new tab) starts again.
    expect(runPixel(true).bodies[0]).toMatchObject({ n: 0 });
  });

  it('is the declared image route for the fallback when the beacon is not queued', () => {
    const { images } = runPixel(false);
    expect(images).toHaveLength(1);
    expect(images[0]?.startsWith(`${declared(ingestRoutes.pixelEventImage.path)}?d=`)).toBe(true);
  });
});
