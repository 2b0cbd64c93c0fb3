import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const packageRoot = resolve(here, '..');
/** The built Storybook under test; VR_STORYBOOK_DIR points the suite at another build. */
export const storybookStatic = resolve(
  process.env.VR_STORYBOOK_DIR ?? join(packageRoot, 'storybook-static'),
);

export type IndexEntry = {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
};

/** Every story (not docs page) of the built Storybook, in index order. */
export function readStories(): IndexEntry[] {
  const file = join(storybookStatic, 'index.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build Storybook first (pnpm -w run build-storybook)`);
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The `*.stories.tsx` files in the source tree, as the repository-relative paths index.json uses. */
export function storyFiles(): string[] {
  const repoRoot = resolve(packageRoot, '../..');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.stories\.tsx?$/.test(entry.name)) found.push(`./${relative(repoRoot, path)}`);
    }
  };
  walk(join(packageRoot, 'src'));
  return found.sort();
}
