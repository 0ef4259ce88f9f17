// The API's production build: src/main.ts and the shared package in one ES module (apps/api/dist/main.js),
// run by plain node (no TypeScript loader at run time). Every npm dependency stays outside the
// bundle, installed beside it (npm ci --omit=dev); the SQL migrations are read from src/db/migrations.
// The pixel, which the source build minifies from its TypeScript at its first request, is minified
// here once and put in the bundle as text.
//
// The scripts and tests that start the platform as processes of its own run this build too: loading
// the source through tsx doubled a start's CPU (an API process 7 CPU-s against 3.6).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { pixelScript } from '../packages/pixel/src/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = path.join(root, 'apps/api/dist/main.js');

/** @lead/pixel as the bundle carries it: the script already minified. */
const prebuiltPixel: Plugin = {
  name: 'prebuilt-pixel',
  setup(bundler) {
    bundler.onResolve({ filter: /^@lead\/pixel$/ }, () => ({ path: 'pixel', namespace: 'prebuilt-pixel' }));
    bundler.onLoad({ filter: /.*/, namespace: 'prebuilt-pixel' }, () => ({
      contents: `const script = ${JSON.stringify(pixelScript())};\nexport const pixelScript = () => script;\n`,
      loader: 'js',
    }));
  },
};

const dependenciesOf = (folder: string): string[] =>
  Object.keys(
    JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).dependencies ?? {},
  );

/**
 * Builds the bundle and its source map. Each file is written under another name and then renamed,
 * so a process starting from the bundle while another build runs reads a whole file, never half.
 */
export async function buildApiBundle(): Promise<string> {
  const external = [...dependenciesOf('apps/api'), ...dependenciesOf('packages/shared')].filter(
    (name) => !name.startsWith('@lead/'),
  );
  const result = await build({
    entryPoints: [path.join(root, 'apps/api/src/main.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A dependency's subpath (drizzle-orm/node-postgres) is external with its package.
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    plugins: [prebuiltPixel],
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(path.dirname(API_BUNDLE), { recursive: true });
  for (const file of result.outputFiles) {
    const staging = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(staging, file.contents);
    fs.renameSync(staging, file.path);
  }
  return API_BUNDLE;
}

let built: Promise<string> | null = null;

/** The bundle of today's source, built once per process that starts the platform. */
export function builtPlatform(): Promise<string> {
  built ??= buildApiBundle();
  return built;
}
