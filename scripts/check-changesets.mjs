// Changesets are read by `changeset version`, not by people only: a pending one that no longer
// parses (a formatter rewrote its front matter, a package was renamed) would fail the release
// late. Parse each with the changesets parser and check it names workspace packages.
import { readdirSync, readFileSync } from 'node:fs';
import parse from '@changesets/parse';

const dir = new URL('../.changeset/', import.meta.url);
const packages = new Set(
  readdirSync(new URL('../packages/', import.meta.url)).map(
    (name) =>
      JSON.parse(readFileSync(new URL(`../packages/${name}/package.json`, import.meta.url), 'utf8'))
        .name,
  ),
);
const problems = [];
const files = readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md');
for (const file of files) {
  try {
    const { releases, summary } = parse(readFileSync(new URL(file, dir), 'utf8'));
    if (releases.length === 0) problems.push(`${file}: names no package`);
    for (const { name } of releases)
      if (!packages.has(name)) problems.push(`${file}: ${name} is not a workspace package`);
    if (!summary.trim()) problems.push(`${file}: has no summary`);
  } catch (error) {
    problems.push(`${file}: ${error.message.split('\n')[0]}`);
  }
}
if (problems.length) {
  console.error(`changesets: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`changesets: ${files.length} pending, all parse`);
