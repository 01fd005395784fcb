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
    // Every lead kept in D1 and sent through the queue: the worker takes none without them.
    expect(stdout).toMatch(/env\.LEADS_DB \(agency-leads\)\s+D1 Database/);
    expect(stdout).toMatch(/env\.LEAD_QUEUE \(agency-site-leads\)\s+Queue/);
    expect(stdout).toContain('--dry-run: exiting now.');
    const built = readFileSync(path.resolve('build/edge/worker.js'));
    expect(readFileSync(path.join(outdir, 'worker.js')).equals(built)).toBe(true);
  });

  it('keeps the Brotli copies, the manifest and the CDN files out of the static assets', async () => {
    // The assets binding as workerd serves it from wrangler.jsonc and dist/.assetsignore, asked directly.
    const probe = [
      "import { Miniflare } from 'miniflare';",
      "import { edgeOptions } from './scripts/edgeOptions.mjs';",
      'const script = "export default { fetch: (request, env) => env.ASSETS.fetch(request) }";',
      'const mf = new Miniflare(edgeOptions({ bindings: {}, scriptPath: undefined, script }));',
      'const statuses = {};',
      'for (const file of JSON.parse(process.argv[1])) {',
      "  const response = await mf.dispatchFetch('http://assets.test' + file);",
      '  statuses[file] = response.status;',
      '  await response.arrayBuffer();',
      '}',
      'console.log(JSON.stringify(statuses));',
      'await mf.dispose();',
    ].join('\n');
    const files = [
      '/index.html',
      '/en/projects.html',
      '/index.html.br',
      '/site-manifest.json',
      '/_headers',
      '/_redirects',
    ];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', probe, JSON.stringify(files)],
      { timeout: 60_000 },
    );
    expect(JSON.parse(stdout)).toEqual({
      '/index.html': 200,
      '/en/projects.html': 200,
      '/index.html.br': 404,
      '/site-manifest.json': 404,
      '/_headers': 404,
      '/_redirects': 404,
    });
  });
});
