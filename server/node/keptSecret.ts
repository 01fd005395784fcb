import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, MIN_SECRET_LENGTH } from '../config';

/** Where the outbox mode keeps its newsletter secret, relative to the working directory. */
export const KEPT_SECRET_FILE = 'var/newsletter-secret';

/** Makes the secret file whole or not at all: written and flushed under a name of its own, then linked to its name. */
function makeSecretFile(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomUUID()}.tmp`;
  const handle = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(handle, `${randomBytes(32).toString('base64url')}\n`);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  try {
    linkSync(temporary, file);
  } catch (error) {
    // Another process made it first: theirs is the one to use.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * The outbox mode's newsletter secret when `NEWSLETTER_SECRET` is not set, made once and kept (readable by the server's
 * user only) so links outlive a restart.
 */
export function keptSecret(file = path.resolve(KEPT_SECRET_FILE)): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    makeSecretFile(file);
    text = readFileSync(file, 'utf8');
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      'NEWSLETTER_SECRET',
      `The newsletter secret in ${file} has ${String(secret.length)} characters, fewer than ${String(MIN_SECRET_LENGTH)}: delete the file to have one made (links already sent stop working) or set NEWSLETTER_SECRET`,
    );
  return secret;
}
