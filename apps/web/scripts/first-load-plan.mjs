// The two first loads (the sign-in page, a signed-in dashboard) in a few chunks instead of dozens.
// Left to itself the bundler splits modules by every combination of pages sharing them: a dashboard
// asked for 99 script files and the sign-in page 38, half of them under 2.4 KB, and each file costs
// the browser a request, a task and a compile. So the build runs twice (build.mjs): the first build's
// chunks tell which modules each first load runs (after tree-shaking, which the module graph alone
// does not show), and the second puts them in one chunk per part of a load, so the same bytes come
// in a few files (another page using a module of such a chunk downloads the whole chunk):
//   - the sign-in page starts in steps (src/sign-in/main.tsx: what it imports, then each dynamic
//     import in turn, each evaluated in a task of its own): per step N, one chunk of the modules the
//     app's entry runs too ('start-N'), one of those only a dashboard shares ('shared-N') and one of
//     the sign-in page's own ('sign-in-N');
//   - then the rest of the app's entry ('app'), and the signed-in layout with the dashboard page and
//     what they alone run ('dashboard').
// Every other module (the other pages, charts, dialogs) is split by the bundler as before.

/** The modules each load starts from, by the end of their path. */
export const SIGN_IN_ENTRY = '/src/sign-in/main.tsx';
export const DASHBOARD_ROOTS = [
  '/src/main.tsx',
  '/src/app/layout/signed-in-layout.tsx',
  '/src/features/dashboard/dashboard-page.tsx',
];

/**
 * The chunk name of each module of a first load, from the first build's chunks (`{ fileName, imports,
 * moduleIds }`) and the sign-in entry's dynamic imports in the order it makes them (module ids).
 * The sign-in entry module itself stays in its entry chunk.
 */
export function firstLoadChunkNames(chunks, signInSteps) {
  const chunkOf = (moduleId) => {
    const found = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
    if (!found) throw new Error(`first-load-plan: no chunk holds ${moduleId}`);
    return found;
  };
  const moduleEndingWith = (ending) => {
    const found = chunks.flatMap((chunk) => chunk.moduleIds).find((id) => id.endsWith(ending));
    if (!found) throw new Error(`first-load-plan: no module ends with ${ending}`);
    return found;
  };
  const modulesLoadedWith = (roots) => chunksLoadedWith(chunks, roots).flatMap((chunk) => chunk.moduleIds);

  const signInEntry = moduleEndingWith(SIGN_IN_ENTRY);
  const [appEntry, ...signedIn] = DASHBOARD_ROOTS.map((ending) => chunkOf(moduleEndingWith(ending)));
  const app = new Set(modulesLoadedWith([appEntry]));
  const dashboard = new Set(modulesLoadedWith([appEntry, ...signedIn]));
  const names = new Map();
  const steps = [chunkOf(signInEntry), ...signInSteps.map(chunkOf)];
  steps.forEach((chunk, step) => {
    for (const id of modulesLoadedWith([chunk])) {
      if (id === signInEntry || id === chunk.facadeModuleId || names.has(id)) continue;
      const kind = app.has(id) ? 'start' : dashboard.has(id) ? 'shared' : 'sign-in';
      names.set(id, `${kind}-${step}`);
    }
  });
  for (const id of dashboard) if (!names.has(id)) names.set(id, app.has(id) ? 'app' : 'dashboard');
  return names;
}

/**
 * The bundler's groups for `names`: one per name, each taking its modules before the next can (a
 * group also takes the modules its modules import): the sign-in page's steps in order, within a step
 * the app entry's modules first and the sign-in page's own last, then the app's entry, then the
 * dashboard.
 */
export function chunkGroups(names) {
  const KINDS = ['start', 'shared', 'sign-in'];
  const order = (name) => {
    if (name === 'app') return Number.MAX_SAFE_INTEGER - 1;
    if (name === 'dashboard') return Number.MAX_SAFE_INTEGER;
    const cut = name.lastIndexOf('-');
    return Number(name.slice(cut + 1)) * KINDS.length + KINDS.indexOf(name.slice(0, cut));
  };
  const ordered = [...new Set(names.values())].sort((a, b) => order(a) - order(b));
  return ordered.map((name, index) => ({
    name,
    priority: ordered.length - index,
    test: (id) => names.get(id) === name,
  }));
}

/** `roots` and every chunk they import statically, however deep. */
function chunksLoadedWith(chunks, roots) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const waiting = [...roots];
  for (let chunk = waiting.pop(); chunk; chunk = waiting.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) waiting.push(byFile.get(file));
  }
  return [...seen];
}

/** The built files (assets/…) a signed-in dashboard loads before it renders, from the final chunks. */
export function dashboardFiles(chunks) {
  const roots = DASHBOARD_ROOTS.map((ending) => {
    const found = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(ending)));
    if (!found) throw new Error(`first-load-plan: no chunk holds ${ending}`);
    return found;
  });
  const files = chunksLoadedWith(chunks, roots).flatMap((chunk) => [
    chunk.fileName,
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set(files)];
}
