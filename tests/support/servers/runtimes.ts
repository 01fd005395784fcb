import { request } from 'node:http';
import { startEdgeWorker, startProductionServer, type ProductionServer } from './productionServer';

export type RuntimeName = 'node' | 'workerd';

/** The site running on one runtime: the Node server (`npm run serve`) or the edge worker in workerd. */
export interface Runtime extends ProductionServer {
  name: RuntimeName;
  /** The header a request carries to come from `address`, as the runtime learns the client's address. */
  from: (address: string) => Record<string, string>;
}

/**
 * Starts the site on `name` with `env` as its environment. On Node the client's address comes from one trusted
 * proxy's `X-Forwarded-For`; on Cloudflare from `CF-Connecting-IP`, which the platform sets.
 */
export async function startRuntime(name: RuntimeName, env: Record<string, string>): Promise<Runtime> {
  if (name === 'node') {
    const server = await startProductionServer({ ...env, TRUST_PROXY: '1' });
    return { name, ...server, from: (address) => ({ 'X-Forwarded-For': address }) };
  }
  const worker = await startEdgeWorker(env);
  return { name, ...worker, from: (address) => ({ 'CF-Connecting-IP': address }) };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One HTTP request with exactly the headers given (fetch would add its own, Accept-Encoding among them). */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A connection per request: workerd closes one whose request body the worker left unread.
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
