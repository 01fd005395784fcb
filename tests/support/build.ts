import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs a production build (npm script or webpack arguments) quietly: resolves with what it printed, and
 * rejects with it when it fails, so a broken build inside a test says why. Asynchronous: jest's timers keep
 * running, so a build that hangs fails its step instead of freezing the run.
 */
export function runQuietly(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      reject(new Error(`${command} ${args.join(' ')} could not start: ${String(error)}`));
    });
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${String(code ?? signal)}):\n${output}`));
    });
  });
}

/** The text of every script a prerendered page of `dist/` loads (its `#app-assets` list), one after the other. */
export function pageScriptsText(file: string): string {
  const dist = path.resolve('dist');
  const html = readFileSync(path.join(dist, file), 'utf8');
  const list = /<script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const { scripts } = JSON.parse(list) as { scripts: string[] };
  return scripts.map((script) => readFileSync(path.join(dist, script), 'utf8')).join('\n');
}
