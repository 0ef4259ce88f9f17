import { describe, expect, it } from 'vitest';
import { chunkGroups, dashboardFiles, firstLoadChunkNames } from './first-load-plan.mjs';

type Chunk = { fileName: string; imports: string[]; moduleIds: string[]; facadeModuleId?: string };

const W = '/repo/apps/web';
/**
 * A first build in small: the sign-in entry (token store shared with the app), its steps (React,
 * its labels, its page), the app entry, the signed-in layout and the dashboard sharing a button
 * with the sign-in page, and a page neither first load runs.
 */
const FIRST_BUILD: Chunk[] = [
  {
    fileName: 'assets/signIn.js',
    facadeModuleId: `${W}/sign-in.html`,
    moduleIds: [`${W}/sign-in.html`, `${W}/src/sign-in/main.tsx`, `${W}/src/sign-in/sign-in.css`],
    imports: ['assets/runtime.js', 'assets/token-store.js'],
  },
  { fileName: 'assets/runtime.js', moduleIds: ['\0rolldown/runtime.js'], imports: [] },
  { fileName: 'assets/token-store.js', moduleIds: [`${W}/src/lib/token-store.ts`], imports: [] },
  {
    fileName: 'assets/client.js',
    moduleIds: ['/repo/node_modules/react/index.js', '/repo/node_modules/react-dom/client.js'],
    imports: ['assets/runtime.js'],
  },
  {
    fileName: 'assets/i18n.js',
    moduleIds: [`${W}/src/sign-in/i18n.ts`, `${W}/src/sign-in/words.ts`],
    imports: ['assets/runtime.js'],
  },
  {
    fileName: 'assets/sign-in-app.js',
    moduleIds: [`${W}/src/sign-in/sign-in-app.tsx`, `${W}/src/features/auth/login-page.tsx`],
    imports: ['assets/button.js', 'assets/client.js'],
  },
  { fileName: 'assets/button.js', moduleIds: [`${W}/src/ui/button.tsx`], imports: ['assets/client.js'] },
  {
    fileName: 'assets/app.js',
    facadeModuleId: `${W}/index.html`,
    moduleIds: [`${W}/index.html`, `${W}/src/main.tsx`, `${W}/src/app/router.tsx`],
    imports: ['assets/runtime.js', 'assets/client.js', 'assets/token-store.js'],
  },
  {
    fileName: 'assets/layout.js',
    moduleIds: [`${W}/src/app/layout/signed-in-layout.tsx`],
    imports: ['assets/button.js', 'assets/client.js'],
  },
  {
    fileName: 'assets/dashboard-page.js',
    moduleIds: [`${W}/src/features/dashboard/dashboard-page.tsx`, `${W}/src/features/reports/stat-cards.tsx`],
    imports: ['assets/button.js'],
  },
  {
    fileName: 'assets/leads-page.js',
    moduleIds: [`${W}/src/features/leads/leads-page.tsx`],
    imports: ['assets/button.js'],
  },
];
/** src/sign-in/main.tsx's dynamic imports in the order it makes them. */
const STEPS = [
  '/repo/node_modules/react-dom/client.js',
  `${W}/src/sign-in/i18n.ts`,
  '/repo/node_modules/react/index.js',
  `${W}/src/sign-in/sign-in-app.tsx`,
];

describe('the first loads in a few chunks', () => {
  const names = firstLoadChunkNames(FIRST_BUILD, STEPS);

  it.each([
    // What the sign-in entry imports statically, the app's entry too: one chunk both start with.
    ['\0rolldown/runtime.js', 'start-0'],
    [`${W}/src/lib/token-store.ts`, 'start-0'],
    [`${W}/src/sign-in/sign-in.css`, 'sign-in-0'],
    // Step 1, React's renderer: the app's entry runs it too (React itself comes with it).
    ['/repo/node_modules/react-dom/client.js', 'start-1'],
    ['/repo/node_modules/react/index.js', 'start-1'],
    // Step 2, the sign-in page's labels: no dashboard runs them.
    [`${W}/src/sign-in/i18n.ts`, 'sign-in-2'],
    [`${W}/src/sign-in/words.ts`, 'sign-in-2'],
    // Step 4, the page: a button the dashboard shares, the rest the sign-in page's own.
    [`${W}/src/ui/button.tsx`, 'shared-4'],
    [`${W}/src/sign-in/sign-in-app.tsx`, 'sign-in-4'],
    [`${W}/src/features/auth/login-page.tsx`, 'sign-in-4'],
    // A dashboard: the app's entry, then the shell and the page in one chunk.
    [`${W}/src/main.tsx`, 'app'],
    [`${W}/src/app/router.tsx`, 'app'],
    [`${W}/src/app/layout/signed-in-layout.tsx`, 'dashboard'],
    [`${W}/src/features/dashboard/dashboard-page.tsx`, 'dashboard'],
    [`${W}/src/features/reports/stat-cards.tsx`, 'dashboard'],
  ])('%s goes into %s', (id, name) => {
    expect(names.get(id)).toBe(name);
  });

  it('leaves the sign-in entry in its own chunk and other pages to the bundler', () => {
    expect(names.has(`${W}/src/sign-in/main.tsx`)).toBe(false);
    expect(names.has(`${W}/sign-in.html`)).toBe(false);
    expect(names.has(`${W}/src/features/leads/leads-page.tsx`)).toBe(false);
  });

  it("orders the groups so that each takes its modules before a later one's imports pull them in", () => {
    const groups = chunkGroups(names);
    expect(groups.map((group) => group.name)).toEqual([
      'start-0',
      'sign-in-0',
      'start-1',
      'sign-in-2',
      'shared-4',
      'sign-in-4',
      'app',
      'dashboard',
    ]);
    const priorities = groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities).size).toBe(groups.length);
    const dashboard = groups.find((group) => group.name === 'dashboard');
    expect(dashboard?.test(`${W}/src/features/dashboard/dashboard-page.tsx`)).toBe(true);
    expect(dashboard?.test(`${W}/src/ui/button.tsx`)).toBe(false);
  });

  it('names the module it cannot find when a first load has moved', () => {
    const withoutDashboard = FIRST_BUILD.filter((chunk) => chunk.fileName !== 'assets/dashboard-page.js');
    expect(() => firstLoadChunkNames(withoutDashboard, STEPS)).toThrow(
      'no module ends with /src/features/dashboard/dashboard-page.tsx',
    );
  });

  it("lists a dashboard's files with their styles, and no other page's", () => {
    const final = [
      { fileName: 'assets/app.js', moduleIds: [`${W}/src/main.tsx`], imports: ['assets/start-1.js'] },
      { fileName: 'assets/start-1.js', moduleIds: ['/repo/node_modules/react/index.js'], imports: [] },
      {
        fileName: 'assets/dashboard.js',
        moduleIds: [
          `${W}/src/app/layout/signed-in-layout.tsx`,
          `${W}/src/features/dashboard/dashboard-page.tsx`,
        ],
        imports: ['assets/app.js'],
        viteMetadata: { importedCss: new Set(['assets/dashboard.css']) },
      },
      {
        fileName: 'assets/leads-page.js',
        moduleIds: [`${W}/src/features/leads/leads-page.tsx`],
        imports: [],
      },
    ];
    expect(dashboardFiles(final).sort()).toEqual([
      'assets/app.js',
      'assets/dashboard.css',
      'assets/dashboard.js',
      'assets/start-1.js',
    ]);
  });
});
