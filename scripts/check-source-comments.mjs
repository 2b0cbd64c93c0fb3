// Refuses a reference to an issue number in source: a reader of the code has the code and
// `docs/`, not the tracker, so a comment says why and names the document that holds the
// decision (docs/decisions/<area>.md), never "issue 26". Run by `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ISSUE = /\bissues? ?#?\d+/i;

const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', ':(glob)packages/*/src/**'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.[cm]?[jt]sx?$/.test(file));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    continue; // deleted in the work tree, still listed
  }
  text.split('\n').forEach((line, index) => {
    if (ISSUE.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (found.length > 0) {
  console.error(
    `An issue number in source (say why, and name docs/decisions/<area>.md instead):\n${found.join('\n')}`,
  );
  process.exit(1);
}
console.log(`check-source-comments: ${files.length} source files, no issue numbers`);
