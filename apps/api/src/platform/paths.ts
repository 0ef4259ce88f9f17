// Where the API's files are, whether it runs from its source (src/platform/…) or from the production
// build (dist/main.js): the nearest folder above this module with a package.json is the API's own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function apiFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('The API package folder (with its package.json) was not found.');
    folder = parent;
  }
  return folder;
}

/** apps/api */
export const API_FOLDER = apiFolder();
/** The repository (or the image's /app): apps/api's grandparent. */
export const REPO_ROOT = path.resolve(API_FOLDER, '../..');
/** The committed SQL migrations, read at start by every build alike. */
export const MIGRATIONS_FOLDER = path.join(API_FOLDER, 'src/db/migrations');
