import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * How the stand-in answers: the photo; an SVG (which could carry script) labelled `image/png`; or a redirect to
 * `redirect` (an absolute URL, or a path of its own: under `/moved/` it serves the photo).
 */
export type StockAnswer = 'photo' | 'svg-labelled-png' | { redirect: string };

export interface StockHost {
  /** The origin to give the server as `PHOTO_UPSTREAM`. */
  url: string;
  /** Every path and query asked for, in order. */
  requests: string[];
  /** What it answers from now on (the photo unless set). */
  answer: StockAnswer;
  stop: () => Promise<void>;
}

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>';

/**
 * The stock host's stand-in on loopback (no other host is reachable here): every photo is the link-preview image of
 * the build the run serves, which the image endpoint crops and encodes as it would a real photo.
 */
export function startStockHost(): Promise<StockHost> {
  const photo = readFileSync(path.resolve('dist/og-image.png'));
  const requests: string[] = [];
  const send = (response: ServerResponse, type: string, body: Buffer | string, head: boolean) => {
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    response.end(head ? undefined : body);
  };
  const server = createServer((request, response) => {
    const asked = request.url ?? '';
    requests.push(asked);
    const head = request.method === 'HEAD';
    const { answer } = host;
    if (asked.startsWith('/moved/') || answer === 'photo') send(response, 'image/png', photo, head);
    else if (answer === 'svg-labelled-png') send(response, 'image/png', svg, head);
    else {
      response.writeHead(302, { Location: answer.redirect, 'Content-Length': 0 });
      response.end();
    }
  });
  const host: StockHost = { url: '', requests, answer: 'photo', stop: () => Promise.resolve() };
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      host.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
      host.stop = () =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => {
            done();
          });
        });
      resolve(host);
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
