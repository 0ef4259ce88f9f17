// `npm run build -w apps/web`, the browser half: the app built twice, the second time with the first
// loads' chunks planned from the first build's (first-load-plan.mjs). The first writes nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chunkGroups, dashboardFiles, firstLoadChunkNames, SIGN_IN_ENTRY } from './first-load-plan.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chunksOf = (output) =>
  (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item) => item.type === 'chunk');

/** Notes the sign-in entry's dynamic imports, in the order its code makes them. */
function signInStepsReader(steps) {
  return {
    name: 'sign-in-steps',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(SIGN_IN_ENTRY));
      steps.push(...(this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []));
    },
  };
}

const steps = [];
const first = await build({
  root: webDir,
  logLevel: 'warn',
  // Only its chunks are read: nothing written, no manifest (its generation took 4 of this build's 6 s).
  build: { write: false, manifest: false },
  plugins: [signInStepsReader(steps)],
});
const names = firstLoadChunkNames(chunksOf(first), steps);

/** The planned chunks, and the list of a dashboard's files that bench:web counts (dist/.vite). */
const plannedChunks = {
  name: 'first-load-chunks',
  config: () => ({
    build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(names) } } } },
  }),
  generateBundle(_options, bundle) {
    const files = dashboardFiles(Object.values(bundle).filter((item) => item.type === 'chunk'));
    this.emitFile({ type: 'asset', fileName: '.vite/dashboard-files.json', source: JSON.stringify(files) });
  },
};
await build({ root: webDir, plugins: [plannedChunks] });
