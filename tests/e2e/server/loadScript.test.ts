import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// `npm run load`, as the README documents it, once with small counts: a documented script cannot rot unseen.
describe('npm run load (scripts/load.mjs)', () => {
  it('drives the production server through every page in both languages and some consultations, without one error', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.resolve('scripts/load.mjs')], {
      env: { ...process.env, LOAD_SKIP_BUILD: '1', LOAD_GETS: '80', LOAD_POSTS: '12', LOAD_CONNECTIONS: '4' },
      timeout: 60_000,
    });
    expect(stdout).toMatch(/^92 requests \(4 connections\) in [\d.]+ s$/m);
    expect(stdout).toMatch(/^errors: 0$/m);
    expect(stdout).toMatch(/^consultations in the outbox: 12$/m);
  });
});
