// npm run bench:banners — Ads Design rendering (issue 27 "Speed"): all six standard sizes of one
// banner set (a long headline and body, a logo and a background image, so every part is laid out and
// drawn) rendered to PNG with satori + resvg, in this process, with no database: the render is the
// cost. Cold: the process's first set (the fonts read, satori's layout engine started); warm: the
// same set again, BENCH_WARM_RUNS times. Targets: the cold set and the slowest warm set under
// BENCH_TARGET_MS (1,000 ms) on 2 cores. Exits 1 on a FAIL.
import os from 'node:os';
import { BANNER_SIZES } from '@lead/shared';
import { type BannerArt, renderBanner } from '../../apps/api/src/modules/banners/render-banner.ts';

const TARGET_MS = Number(process.env.BENCH_TARGET_MS ?? 1000);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 10);

/** A 1×1 PNG stands for the logo and the background: decoding and drawing them is on the path. */
const PIXEL = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='}`;

const art: BannerArt = {
  headline: 'Fresh garden tools for every season, now 20% off across the whole store',
  body: 'Spades, shears, hoses and planters from the brands you trust. Free delivery on orders over $50 this weekend only, while stocks last.',
  callToAction: 'Shop the sale',
  backgroundColor: '#1e293b',
  backgroundImage: PIXEL,
  textColor: '#1f2937',
  buttonColor: '#2563eb',
  logo: PIXEL,
};

async function renderSet(): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  let bytes = 0;
  for (const size of BANNER_SIZES) bytes += (await renderBanner(size, art)).png.length;
  return { ms: performance.now() - started, bytes };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

console.log(`bench:banners — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, six sizes per set`);
const cold = await renderSet();
const warm: number[] = [];
for (let run = 0; run < WARM_RUNS; run += 1) warm.push((await renderSet()).ms);
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)] ?? 0;
const slowest = warm.at(-1) ?? 0;
const coldPass = cold.ms < TARGET_MS;
const warmPass = slowest < TARGET_MS;
console.log(
  `  ${verdict(coldPass)}  cold set: ${cold.ms.toFixed(0)} ms for six PNGs (${(cold.bytes / 1024).toFixed(0)} KiB) (target < ${TARGET_MS} ms)`,
);
console.log(
  `  ${verdict(warmPass)}  warm set: median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${WARM_RUNS} (target < ${TARGET_MS} ms)`,
);
const failed = !coldPass || !warmPass;
console.log(failed ? '\nFAIL' : '\nPASS');
process.exit(failed ? 1 : 0);
