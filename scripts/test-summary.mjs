// Prints one plain "N passed, N failed" line per jest run, from the JSON reports jest wrote during this
// session: `--since=<epoch ms>` is when the session began, and a report from before it (a run that did not
// happen this time, say e2e after the unit tests failed) is reported as not run, never as its old result.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const since = Number(args.find((arg) => arg.startsWith('--since='))?.slice('--since='.length));
const names = args.filter((arg) => !arg.startsWith('--'));
if (!Number.isFinite(since) || names.length === 0) {
  console.error('usage: node scripts/test-summary.mjs --since=<epoch ms> <report name>...');
  process.exit(2);
}

let passed = 0;
let failed = 0;
let notRun = 0;
for (const name of names) {
  const file = `build/test-results/${name}.json`;
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (report === undefined || !(report.startTime >= since)) {
    console.log(`${name}: did not run to the end in this session (no report from it)`);
    notRun += 1;
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`total: ${passed} passed, ${failed} failed${notRun > 0 ? `, ${notRun} run(s) missing` : ''}`);
