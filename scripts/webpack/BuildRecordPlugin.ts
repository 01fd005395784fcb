import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

/** Outside `dist/`: it is never deployed, and a deployed hash of a key would still be a clue to it. */
export const BUILD_RECORD_FILE = path.resolve('build/build-record.json');

/** What one build saw, for the folder it wrote. */
export interface BuildRecord {
  /** SHA-256 of the `EMAIL_API_KEY` in the build's environment, or null without one. */
  emailApiKeySha256: string | null;
  /** SHA-256 over every file of the output folder (names and contents), to tell this build's output from another's. */
  outputSha256: string;
}

export const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) {
    hash.update(`${path.relative(dir, file)}\0`);
    hash.update(sha256(readFileSync(file)));
  }
  return hash.digest('hex');
}

function readRecords(): Record<string, BuildRecord> {
  try {
    return JSON.parse(readFileSync(BUILD_RECORD_FILE, 'utf8')) as Record<string, BuildRecord>;
  } catch {
    return {};
  }
}

/** The record of the build that wrote `outputDir` (by its path relative to the project), if any. */
export function buildRecordOf(outputDir: string): BuildRecord | undefined {
  return readRecords()[path.relative(process.cwd(), path.resolve(outputDir))];
}

/**
 * Records, once the output is written, which `EMAIL_API_KEY` (by its hash) the build saw, so the
 * secret-leak test can refuse a `dist/` built without its fake key instead of passing on nothing.
 */
export class BuildRecordPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BuildRecordPlugin', (stats) => {
      const outputDir = stats.compilation.outputOptions.path;
      if (stats.hasErrors()) return;
      const key = process.env.EMAIL_API_KEY;
      // Records of folders that are gone (a test's temporary build) are dropped.
      const records = Object.fromEntries(
        Object.entries(readRecords()).filter(([folder]) => existsSync(path.resolve(folder))),
      );
      records[path.relative(process.cwd(), outputDir)] = {
        emailApiKeySha256: key === undefined || key === '' ? null : sha256(key),
        outputSha256: folderDigest(outputDir),
      };
      mkdirSync(path.dirname(BUILD_RECORD_FILE), { recursive: true });
      writeFileSync(BUILD_RECORD_FILE, `${JSON.stringify(records, null, 2)}\n`);
    });
  }
}
