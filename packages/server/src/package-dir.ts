import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This package's folder (where package.json, migrations/ and .data/ are), found by walking up
 * from the running module: it is src/… when run from source and dist/ when run as the bundle the
 * end-to-end suite starts (scripts/bundle.mjs), so no path may count the folders in between.
 */
function packageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the server package folder was not found above its code');
    dir = parent;
  }
  return dir;
}

export const PACKAGE_DIR = packageDir();
