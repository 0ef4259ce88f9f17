// The pixel as served: minified once per process from its TypeScript source.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

let built: string | null = null;

export function pixelScript(): string {
  built ??= transformSync(readFileSync(new URL('./pixel.ts', import.meta.url), 'utf8'), {
    loader: 'ts',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  }).code;
  return built;
}
