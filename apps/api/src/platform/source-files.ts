// The TypeScript files under a folder, for the tests that read the code itself (layering, tenant
// queries, folder cycles, the second wall's door).
import fs from 'node:fs';
import path from 'node:path';

/** Every `.ts` file below `dir`; tests left out unless `withTests`. */
export function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, { withTests });
    return entry.name.endsWith('.ts') && (withTests || !entry.name.endsWith('.test.ts')) ? [full] : [];
  });
}
