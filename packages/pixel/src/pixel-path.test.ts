// The pixel keeps its own copy of the ingestion path (it must stay free of zod and under 1 KB); this
// runs the served pixel on a stand-in page and checks that both ways it sends a page view reach the
// routes declared in @lead/shared (ingestRoutes), below /api.
import { ingestRoutes } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { pixelScript } from './index.ts';

const SCRIPT_SRC = 'https://platform.example.com/pixel.js';

/** Runs the pixel once on a page whose sendBeacon answers `beaconQueued`; what it sent, where. */
function runPixel(beaconQueued: boolean) {
  const beacons: string[] = [];
  const images: string[] = [];
  const script = {
    src: SCRIPT_SRC,
    getAttribute: (name: string) => (name === 'data-campaign' ? '42' : null),
  };
  const page = {
    navigator: {
      sendBeacon: (url: string) => {
        beacons.push(url);
        return beaconQueued;
      },
    },
    window: {},
    document: { currentScript: script, querySelector: () => script, cookie: '', referrer: '' },
    localStorage: { getItem: () => 'visitor-1', setItem: () => undefined },
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
  return { beacons, images };
}

const declared = (path: string) => new URL(`/api${path}`, SCRIPT_SRC).href;

describe("the pixel's ingestion path", () => {
  it('is the declared page-view route for the beacon', () => {
    expect(runPixel(true).beacons).toEqual([declared(ingestRoutes.pixelEvent.path)]);
  });

  it('is the declared image route for the fallback when the beacon is not queued', () => {
    const { images } = runPixel(false);
    expect(images).toHaveLength(1);
    expect(images[0]?.startsWith(`${declared(ingestRoutes.pixelEventImage.path)}?d=`)).toBe(true);
  });
});
