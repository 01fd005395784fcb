import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// What `npx wrangler deploy` would upload, checked offline: the worker exactly as built and tested, with
// its assets binding, and none of the files .assetsignore keeps back.
describe('wrangler deploy --dry-run on the build', () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'wrangler-dry-run-'));
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
  });

  it('succeeds and would upload build/edge/worker.js unchanged', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.resolve('node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', outdir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' }, timeout: 60_000 },
    );
    expect(stdout).toMatch(/env\.ASSETS\s+Assets/);
    expect(stdout).toContain('--dry-run: exiting now.');
    const built = readFileSync(path.resolve('build/edge/worker.js'));
    expect(readFileSync(path.join(outdir, 'worker.js')).equals(built)).toBe(true);
  });

  it('keeps the Brotli copies, the manifest and the CDN files out of the static assets', () => {
    const ignored = readFileSync(path.resolve('dist/.assetsignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['*.br', 'site-manifest.json', '_headers', '_redirects']));
  });
});
