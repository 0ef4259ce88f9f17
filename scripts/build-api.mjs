// The API's production build: src/main.ts and the shared package in one ES module (apps/api/dist/main.js),
// run by plain node (no TypeScript loader at run time). Every npm dependency stays outside the
// bundle, installed beside it (npm ci --omit=dev); the SQL migrations are read from src/db/migrations.
// The pixel, which the source build minifies from its TypeScript at its first request, is minified
// here once and put in the bundle as text. Run with tsx (`npm run build`): it reads the pixel's source.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { pixelScript } from '../packages/pixel/src/index.ts';

/** @lead/pixel as the bundle carries it: the script already minified. */
const prebuiltPixel = {
  name: 'prebuilt-pixel',
  setup(bundler) {
    bundler.onResolve({ filter: /^@lead\/pixel$/ }, () => ({ path: 'pixel', namespace: 'prebuilt-pixel' }));
    bundler.onLoad({ filter: /.*/, namespace: 'prebuilt-pixel' }, () => ({
      contents: `const script = ${JSON.stringify(pixelScript())};\nexport const pixelScript = () => script;\n`,
      loader: 'js',
    }));
  },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dependenciesOf = (folder) =>
  Object.keys(
    JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).dependencies ?? {},
  );
const external = [...dependenciesOf('apps/api'), ...dependenciesOf('packages/shared')].filter(
  (name) => !name.startsWith('@lead/'),
);
const outfile = path.join(root, 'apps/api/dist/main.js');

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/api/src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A dependency's subpath (drizzle-orm/node-postgres) is external with its package.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  plugins: [prebuiltPixel],
  logLevel: 'warning',
});
console.log(`Built ${path.relative(root, outfile)} in ${Date.now() - started} ms.`);
