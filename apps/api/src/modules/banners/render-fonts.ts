// The bundled Inter (regular and bold) the renderer draws every banner with: the same glyphs on
// every machine, read once per process from the @fontsource/inter package (satori takes woff).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);
const fileOf = (weight: 400 | 700) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

let loading: Promise<Font[]> | null = null;

export function bannerFonts(): Promise<Font[]> {
  loading ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(fileOf(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  return loading;
}
