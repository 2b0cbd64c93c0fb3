/** Prints how many of the calls spec §7 names the contract implements, and lists the rest. */
import { allCalls } from '../src/index.js';
import { SPEC_CALLS } from '../src/spec-calls.js';

const implemented = new Map(allCalls().map(({ call }) => [call.path, call]));
const missing = SPEC_CALLS.filter((spec) => !implemented.has(spec.path));
const mismatched = SPEC_CALLS.filter((spec) => {
  const call = implemented.get(spec.path);
  return call && (call.method !== spec.method || call.encoding !== spec.encoding);
});
const extra = [...implemented.keys()].filter((path) => !SPEC_CALLS.some((s) => s.path === path));

console.log(`implemented ${SPEC_CALLS.length - missing.length} of ${SPEC_CALLS.length} spec calls`);
if (missing.length > 0) {
  console.log(`\nmissing (${missing.length}):`);
  for (const m of missing) console.log(`  ${m.method} ${m.path} (${m.encoding})`);
}
if (extra.length > 0) {
  console.log(`\nadded by the contract, not named in spec §7 (${extra.length}):`);
  for (const path of extra) console.log(`  ${path}`);
}
if (mismatched.length > 0) {
  console.log('\nMETHOD OR ENCODING DIFFERS FROM SPEC §7:');
  for (const m of mismatched) console.log(`  ${m.path}`);
  process.exitCode = 1;
}
