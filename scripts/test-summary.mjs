// Prints one plain "N passed, N failed" line per jest run, from the JSON reports jest wrote.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const name of process.argv.slice(2)) {
  const file = `build/test-results/${name}.json`;
  if (!existsSync(file)) {
    console.log(`${name}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`total: ${passed} passed, ${failed} failed`);
