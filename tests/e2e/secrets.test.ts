import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildRecordOf, folderDigest, sha256 } from '../../scripts/webpack/BuildRecordPlugin';
import { exampleValuesWarning, settingsAtExampleValues } from '../../src/config/exampleValues';
import { pickSiteEnv } from '../../src/config/siteEnv';
import { runQuietly } from '../support/build';
import { FAKE_EMAIL_API_KEY } from '../support/state';

const dist = path.resolve('dist');

/** A file's text; a Brotli copy (scripts/webpack/PrecompressPlugin.ts) decoded, so it is searched too. */
function textOf(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes).toString('utf8');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Why a search of dist/ for the fake key would prove nothing, if it would: the key search only means
 * something on the output of a build that was given that key (not a `npm run build` or `npm run bench`
 * reused with E2E_SKIP_BUILD=1).
 */
function whyDistProvesNothing(): string | undefined {
  const rebuild = 'run `npm run test:e2e` without E2E_SKIP_BUILD: it builds with the fake key';
  const record = buildRecordOf(dist);
  if (record === undefined) return `no build recorded for dist/: ${rebuild}`;
  if (record.outputSha256 !== folderDigest(dist)) return `dist/ changed since its build was recorded: ${rebuild}`;
  if (record.emailApiKeySha256 !== sha256(FAKE_EMAIL_API_KEY)) {
    return `dist/ was built without the fake EMAIL_API_KEY: ${rebuild}`;
  }
  return undefined;
}

describe('secrets of the build environment', () => {
  it('compiles the EMAIL_API_KEY the build was given into no file of dist/', () => {
    expect(whyDistProvesNothing()).toBeUndefined();
    const leaks = filesUnder(dist).filter((file) => textOf(file).includes(FAKE_EMAIL_API_KEY));
    expect(leaks).toEqual([]);
  });

  it('ships no secret-looking string in dist/, source maps included', () => {
    const patterns: Record<string, RegExp> = {
      'private key': /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      'AWS access key': /\b(AKIA|ASIA)[0-9A-Z]{16}\b/,
      'Google API key': /\bAIza[0-9A-Za-z_-]{35}\b/,
      'GitHub token': /\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/,
      'Slack token': /\bxox[abprs]-[A-Za-z0-9-]{10,}/,
      'Stripe secret key': /\b[rs]k_(live|test)_[A-Za-z0-9]{16,}/,
      'Resend or SendGrid key': /\b(re_[A-Za-z0-9_]{20,}|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,})/,
      'JSON web token': /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
      'credentials in a URL': /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"'`]+:[^/\s:@"'`]+@[\w.-]+/i,
      'assigned secret':
        /\b(api[_-]?key|secret|passw(or)?d|access[_-]?token|auth[_-]?token)["'`]?\s*[:=]\s*["'`][^"'`\s]{16,}["'`]/i,
      'environment variable of the server': /\b(EMAIL_API_KEY|CONSULTATION_[A-Z_]*(KEY|TOKEN|SECRET))\b/,
    };
    const findings = filesUnder(dist).flatMap((file) => {
      const text = textOf(file);
      return Object.entries(patterns)
        .filter(([, pattern]) => pattern.test(text))
        .map(([name, pattern]) => `${path.relative('dist', file)}: ${name}: ${pattern.exec(text)?.[0] ?? ''}`);
    });
    expect(findings).toEqual([]);
  });
});

describe('settings of the build environment', () => {
  it('warns, as every build does, in one line of the SITE_* values it leaves at their examples', async () => {
    // webpack's own check of the configuration prints what a build prints before compiling anything, in seconds.
    const values = {
      SITE_AGENCY_NAME: 'Studio Nova Two',
      SITE_EMAIL: 'bonjour@studio-nova.fr',
      SITE_SOCIAL_GITHUB: 'https://github.com/studio-nova',
    };
    const printed = await runQuietly('npx', ['webpack', 'configtest'], values);
    const warnings = printed.split('\n').filter((line) => line.includes('example values'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Warning: the site shows example values for SITE_PHONE, .*SITE_PUBLIC_ORIGIN: set them/,
    );
    expect(warnings[0]).not.toMatch(/SITE_EMAIL|SITE_SOCIAL_GITHUB|SITE_AGENCY_NAME/);
    expect(warnings[0]).toBe(exampleValuesWarning(settingsAtExampleValues(pickSiteEnv({ ...process.env, ...values }))));
    // The build records for the server's warning the same list, from the same settings: the tests' build's, here.
    const { exampleSettings } = JSON.parse(readFileSync(path.join(dist, 'site-manifest.json'), 'utf8')) as {
      exampleSettings: string[];
    };
    expect(exampleSettings).toEqual(settingsAtExampleValues(pickSiteEnv(process.env)));
  });
});
