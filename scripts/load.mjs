// `npm run load`: a bounded load test of the production server.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, startServerProcess } from './serverProcess.ts';

/** A count from the environment, or its default: a whole number, 1 or more. */
function count(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, 1 or more`);
  return value;
}

const GETS = count('LOAD_GETS', 2000);
const POSTS = count('LOAD_POSTS', 500);
const CONNECTIONS = count('LOAD_CONNECTIONS', 50);
const TIMEOUT_MS = 120_000;
const UNKNOWN_FILE = '/no-such-file.txt';
// The wizard's answers (src/features/consultation/options.ts), which the relay accepts.
const answers = {
  projectType: ['website', 'mobileApp', 'ecommerce', 'customSoftware'],
  budget: ['small', 'medium', 'large', 'enterprise'],
  timeline: ['immediate', 'oneMonth', 'threeMonths', 'flexible'],
};

function rssMegabytes(pid) {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kilobytes === undefined ? NaN : Number(kilobytes) / 1024;
}

/** One request over the shared agent: its status, body and latency in ms, or the network error it met. */
function send(agent, baseUrl, { method = 'GET', path: target, headers = {}, body }, signal) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(new URL(target, baseUrl), { method, headers, agent, signal }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      res.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    });
    req.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    req.end(body);
  });
}

/** The GETs' routes: every page in both languages, the assets the home pages load, files, an unknown file. */
async function getTargets(agent, baseUrl, signal) {
  // The English pages' addresses are under /en/ (`?lng=en` answers a redirect to them).
  const pages = ['/', '/projects', '/consultation', '/expertise', '/contact', '/legal'].flatMap((page) => [
    page,
    page === '/' ? '/en/' : `/en${page}`,
  ]);
  const assets = new Set();
  for (const home of ['/', '/en/']) {
    const { status, body, error } = await send(agent, baseUrl, { path: home }, signal);
    if (status !== 200) throw new Error(`GET ${home} answered ${String(status ?? error)}`);
    for (const [asset] of String(body).matchAll(/\/assets\/[^"'\s<>)]+/g)) assets.add(asset);
  }
  if (assets.size === 0) throw new Error('The home page names no hashed asset');
  return [...pages, ...assets, '/manifest.json', '/robots.txt', UNKNOWN_FILE].flatMap((target) => [
    { path: target },
    { path: target, headers: { 'Accept-Encoding': 'br' } },
  ]);
}

function consultation(index) {
  const pick = (list) => list[index % list.length];
  const body = JSON.stringify({
    id: randomUUID(),
    projectType: pick(answers.projectType),
    budget: pick(answers.budget),
    timeline: pick(answers.timeline),
    requirements: `Load test request ${String(index + 1)}: a site in two languages, with a shop.`,
    lng: index % 2 === 0 ? 'fr' : 'en',
  });
  return {
    method: 'POST',
    path: '/api/consultation',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
  };
}

/** GETs and POSTs interleaved evenly, so both run under the same load. */
function plan(targets) {
  const jobs = [];
  for (let get = 0, post = 0; get < GETS || post < POSTS;) {
    if (post < POSTS && (get >= GETS || post * GETS <= get * POSTS)) jobs.push(consultation(post++));
    else jobs.push(targets[get++ % targets.length]);
  }
  return jobs;
}

function isExpected(job, { status, error }) {
  if (error !== undefined) return false;
  return status === (job.path === UNKNOWN_FILE ? 404 : 200);
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const built = existsSync(BUILT_SERVER) && existsSync(path.resolve('dist'));
  if (process.env.LOAD_SKIP_BUILD !== '1' && !built) {
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  }
  const outbox = mkdtempSync(path.join(tmpdir(), 'load-outbox-'));
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const abort = new AbortController();
  // Each request in flight listens to it.
  setMaxListeners(CONNECTIONS + 1, abort.signal);
  const timeout = setTimeout(
    () => abort.abort(new Error(`timed out after ${String(TIMEOUT_MS / 1000)} s`)),
    TIMEOUT_MS,
  );
  const interrupt = () => abort.abort(new Error('interrupted'));
  process.once('SIGINT', interrupt);
  let server;
  try {
    // No mail: requests go to the temporary outbox, never to a real e-mail provider or mailbox.
    server = await startServerProcess(BUILT_SERVER, {
      env: {
        EMAIL_API_KEY: undefined,
        SMTP_URL: undefined,
        CONSULTATION_OUTBOX_DIR: outbox,
        LEAD_RATE_LIMIT: '100000',
      },
    });
    const jobs = plan(await getTargets(agent, server.url, abort.signal));
    const rssBefore = rssMegabytes(server.process.pid);
    const latencies = { GET: [], POST: [] };
    const errors = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length && !abort.signal.aborted) {
        const job = jobs[next++];
        const result = await send(agent, server.url, job, abort.signal);
        latencies[job.method ?? 'GET'].push(result.ms);
        if (!isExpected(job, result))
          errors.push(`${job.method ?? 'GET'} ${job.path}: ${String(result.error ?? result.status)}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;
    const rssAfter = rssMegabytes(server.process.pid);
    const stored = readdirSync(outbox).filter((file) => file.endsWith('.json')).length;

    const total = latencies.GET.length + latencies.POST.length;
    const row = (name, values) =>
      `${name.padEnd(5)} ${String(values.length).padStart(5)}   p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(6)} ms`;
    console.log(`${String(total)} requests (${String(CONNECTIONS)} connections) in ${seconds.toFixed(2)} s`);
    console.log(`errors: ${String(errors.length)}`);
    console.log(`requests per second: ${(total / seconds).toFixed(0)}`);
    console.log(row('GET', latencies.GET));
    console.log(row('POST', latencies.POST));
    console.log(row('all', [...latencies.GET, ...latencies.POST]));
    console.log(`server RSS: ${rssBefore.toFixed(1)} MB before, ${rssAfter.toFixed(1)} MB after`);
    console.log(`consultations in the outbox: ${String(stored)}`);
    for (const error of errors.slice(0, 10)) console.error(`  ${error}`);
    if (abort.signal.aborted) throw abort.signal.reason;
    if (total !== GETS + POSTS || errors.length > 0 || stored !== POSTS) process.exitCode = 1;
  } finally {
    clearTimeout(timeout);
    process.off('SIGINT', interrupt);
    agent.destroy();
    await server?.stop();
    rmSync(outbox, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`Load test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
