// npm run build: the API's production bundle (api-bundle.ts says what it holds). Run with tsx: the
// build reads the pixel's TypeScript source.
import path from 'node:path';
import { API_BUNDLE, buildApiBundle } from './api-bundle.ts';

const started = Date.now();
await buildApiBundle();
console.log(`Built ${path.relative(process.cwd(), API_BUNDLE)} in ${Date.now() - started} ms.`);
