import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface StockHost {
  /** The origin to give the server as `PHOTO_UPSTREAM`. */
  url: string;
  /** Every path and query asked for, in order. */
  requests: string[];
  stop: () => Promise<void>;
}

/**
 * The stock host's stand-in on loopback (no other host is reachable here): every photo is the site's own
 * link-preview image, which the image endpoint crops and encodes as it would a real photo.
 */
export function startStockHost(): Promise<StockHost> {
  const photo = readFileSync(path.resolve('public/og-image.png'));
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': photo.length });
    response.end(request.method === 'HEAD' ? undefined : photo);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
        requests,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}

/** An origin nothing listens on: the stock host down, refusing every connection. */
export function closedOrigin(): Promise<string> {
  const server = createServer();
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => {
        resolve(`http://127.0.0.1:${String(port)}`);
      });
    });
  });
}
