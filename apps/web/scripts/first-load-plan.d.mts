/** A chunk of a build's output, as the first-load plan reads it. */
export type BuiltChunk = {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Set<string> };
};

export const SIGN_IN_ENTRY: string;
export const DASHBOARD_ROOTS: string[];

/** Each first-load module's chunk name, from the first build's chunks and the sign-in page's steps. */
export function firstLoadChunkNames(chunks: BuiltChunk[], signInSteps: string[]): Map<string, string>;

/** The bundler's groups for those names, each taking its modules before the next can. */
export function chunkGroups(
  names: Map<string, string>,
): { name: string; priority: number; test: (id: string) => boolean }[];

/** The built files (assets/…) a signed-in dashboard loads before it renders, from the final chunks. */
export function dashboardFiles(chunks: BuiltChunk[]): string[];
