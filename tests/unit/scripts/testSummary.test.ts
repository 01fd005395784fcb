/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.resolve('scripts/test-summary.mjs');
let folder: string;

function report(name: string, startTime: number, passed: number, failed: number): void {
  const file = path.join(folder, 'build/test-results', `${name}.json`);
  writeFileSync(file, JSON.stringify({ startTime, numPassedTests: passed, numFailedTests: failed }));
}

const summary = (since: number) =>
  execFileSync(process.execPath, [script, `--since=${String(since)}`, 'unit', 'e2e'], {
    cwd: folder,
    encoding: 'utf8',
  });

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
  mkdirSync(path.join(folder, 'build/test-results'), { recursive: true });
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the CI test summary', () => {
  it('adds up the runs of this session', () => {
    report('unit', 2_000, 500, 0);
    report('e2e', 3_000, 200, 1);
    expect(summary(1_000)).toBe('unit: 500 passed, 0 failed\ne2e: 200 passed, 1 failed\ntotal: 700 passed, 1 failed\n');
  });

  it('says a run did not happen instead of printing the report an earlier session left', () => {
    report('unit', 2_000, 498, 2);
    report('e2e', 500, 200, 0);
    expect(summary(1_000)).toBe(
      'unit: 498 passed, 2 failed\ne2e: did not run to the end in this session (no report from it)\n' +
        'total: 498 passed, 2 failed, 1 run(s) missing\n',
    );
  });

  it('says so when a run left no report at all', () => {
    report('unit', 2_000, 500, 0);
    expect(summary(1_000)).toContain('e2e: did not run to the end in this session');
  });
});
