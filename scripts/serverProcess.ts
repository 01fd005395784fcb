// Starts a built server as its own process and waits until it listens: the one way the tests, `npm run bench` and
// `npm run load` start the production server (or the edge worker in workerd). Plain, erasable TypeScript, so the
// scripts' own Node runs it as it is.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** Everything it has printed so far, both streams. */
  output: () => string;
  /** Resolves with what it printed once that satisfies `done`; fails naming `what` after `timeout` ms. */
  printed: (what: string, done: (output: string) => boolean, timeout?: number) => Promise<string>;
  /** SIGTERM, then SIGKILL if it has not exited 10 s later; resolves once it has exited. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** What the failure messages call it. */
  name?: string;
  /** Added to this process's environment (PORT is 0 and HOST loopback unless given). */
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Its output also goes to this process's stderr as it comes (the bench and the load test show it). */
  echo?: boolean;
  /** How long it may take to listen. */
  timeout?: number;
}

export const BUILT_SERVER = path.resolve('build/server/server/node/main.js');
export const EDGE_SERVER = path.resolve('scripts/serve-edge.mjs');

/** Spawns `script` with this Node and waits for its `Listening on <url>` line. */
export function startServerProcess(script: string = BUILT_SERVER, options: StartOptions = {}): Promise<ServerProcess> {
  const { name = 'The production server', env = {}, cwd, echo = false, timeout = 15_000 } = options;
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stderr.write(chunk);
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    return exited.finally(() => clearTimeout(kill));
  };
  const printed = (what: string, done: (text: string) => boolean, wait = 5_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!done(output)) return;
        finish();
        resolve(output);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`${name} did not print ${what} within ${String(wait)} ms:\n${output}`));
      }, wait);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)/;
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      listeners.delete(check);
      void stop().then(() => reject(new Error(`${name} ${why}:\n${output}`)));
    };
    const check = () => {
      const url = listening.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      listeners.delete(check);
      child.off('exit', onExit);
      resolve({ url, process: child, output: () => output, printed, stop });
    };
    const onExit = () => fail(`exited with ${String(child.exitCode ?? child.signalCode)}`);
    const timer = setTimeout(() => fail(`did not listen within ${String(timeout)} ms`), timeout);
    child.once('exit', onExit);
    listeners.add(check);
  });
}
