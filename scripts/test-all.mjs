// The README's test phase: every check and suite of the workspace, in lanes that run side by side.
// A failing step never stops the others: each lane runs to its end, every runner writes its report
// to test-results/, and the closing line (scripts/test-summary.mjs) sums them all, so one red suite
// leaves nothing unmeasured. Each step's output is printed whole when it ends (lanes would
// interleave line by line), then each step's and each lane's time.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = `${root}test-results`;

const pnpm = (filter, script) => ['pnpm', ...(filter ? ['--filter', filter] : []), 'run', script];

/**
 * Two lanes for two cores: the server's suites (database-bound, often waiting on child processes
 * and sockets); beside them the build and the browser's suites (stories, screenshots, journeys).
 * The short suites at the end (`tail`) belong to neither: whichever lane is free first takes the
 * next of them, so the lanes end together however the long suites fare on the day. Fixed places
 * left one lane idle for 80–95 s at the end of two runs in a row, the idle lane changing with the
 * load (measured on fresh clones: server 849 s and browser 932 s; server 881 s and browser 975 s).
 * A third lane measured slower: every suite here is CPU-bound, and more at once only made each
 * step wait longer for the cores.
 * `after` makes a step wait for another step's end (what it needs built). `report` names the
 * JSON report a runner writes; a failed step without one (lint, a build, a size budget, a crashed
 * runner) counts as one failure in the total.
 */
export const lanes = {
  server: [
    { name: 'lint', cmd: pnpm(null, 'lint') },
    { name: 'typecheck', cmd: pnpm(null, 'typecheck') },
    { name: 'validators', cmd: pnpm('@bq/validators', 'test'), report: 'vitest-validators.json' },
    { name: 'contract', cmd: pnpm('@bq/contract', 'test'), report: 'vitest-contract.json' },
    { name: 'api docs current', cmd: pnpm('@bq/server', 'docs:check') },
    {
      name: 'server on PGlite',
      cmd: pnpm('@bq/server', 'test:pglite'),
      report: 'vitest-server-pglite.json',
    },
  ],
  browser: [
    { name: 'build', cmd: pnpm(null, 'build') },
    { name: 'portal e2e', cmd: pnpm('@bq/portal', 'test:e2e'), report: 'playwright-portal.json' },
    { name: 'portal size', cmd: pnpm('@bq/portal', 'size') },
  ],
};

/** Taken in this order by whichever lane runs out of its own steps first: the longest first. */
export const tail = [
  // The longest piece of the tail: whichever lane ends first runs it (one run put the server lane
  // 51 s behind the browser lane with it fixed at the server lane's end).
  {
    name: 'server on PostgreSQL',
    cmd: pnpm('@bq/server', 'test:postgres'),
    report: 'vitest-server-postgres.json',
  },
  // The stories' screenshots: in the tail since the journeys grew to most of the browser lane's
  // time (fixed at its end, they put that lane 150 s behind the server lane: 907 s against 755).
  { name: 'storybook build', cmd: pnpm(null, 'build-storybook'), after: 'build' },
  {
    name: 'ui visual',
    cmd: pnpm('@bq/ui', 'test:visual'),
    report: 'playwright-ui.json',
    after: 'storybook build',
  },
  { name: 'portal unit', cmd: pnpm('@bq/portal', 'test:unit'), report: 'vitest-portal.json' },
  { name: 'ui unit', cmd: pnpm('@bq/ui', 'test:unit'), report: 'vitest-ui.json' },
  // Measures the library the browser lane's build made (it builds its own only when stale).
  { name: 'ui size', cmd: pnpm('@bq/ui', 'size'), after: 'build' },
];

/** Each step's end, for the steps of other lanes that come `after` it. */
const ended = new Map();
for (const step of [...Object.values(lanes).flat(), ...tail]) {
  let resolve;
  ended.set(step.name, { promise: new Promise((done) => (resolve = done)), resolve });
}

function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) =>
      resolve({
        name: step.name,
        report: step.report ?? null,
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** The tail steps no lane has taken yet (each is taken once, by one lane). */
const untaken = [...tail];

async function runLane(lane, steps) {
  const started = Date.now();
  const done = [];
  const runStep = async (step) => {
    if (step.after && chosenSteps.has(step.after)) await ended.get(step.after).promise;
    const result = await run(step);
    ended.get(step.name).resolve();
    const verdict = result.ok ? 'passed' : 'FAILED';
    process.stdout.write(
      `\n===== [${lane}] ${result.name}: ${verdict} in ${result.seconds} s =====\n${result.output}` +
        `===== [${lane}] end of ${result.name} =====\n`,
    );
    done.push(result);
  };
  for (const step of steps) await runStep(step);
  for (let step = untaken.shift(); step; step = untaken.shift()) await runStep(step);
  return { lane, seconds: Math.round((Date.now() - started) / 1000), steps: done };
}

const only = process.argv.slice(2);
const chosen = Object.entries(lanes).filter(([lane]) => only.length === 0 || only.includes(lane));
// `node scripts/test-all.mjs server` runs one lane, and then the whole tail itself.
const chosenSteps = new Set(
  [...chosen.flatMap(([, steps]) => steps), ...tail].map((step) => step.name),
);
mkdirSync(results, { recursive: true });
const finished = await Promise.all(chosen.map(([lane, steps]) => runLane(lane, steps)));

console.log('\nTimes:');
for (const { lane, seconds, steps } of finished) {
  console.log(`  lane ${lane}: ${seconds} s`);
  for (const step of steps) {
    console.log(`    ${step.ok ? 'ok    ' : 'FAILED'} ${step.name} (${step.seconds} s)`);
  }
}
const steps = finished.flatMap(({ lane, steps }) =>
  steps.map(({ output: _output, ...step }) => ({ lane, ...step })),
);
writeFileSync(`${results}/steps.json`, `${JSON.stringify({ steps }, null, 2)}\n`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
