import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer, type ProductionServer } from '../../support/servers/productionServer';
import { until } from '../../support/until';

/** How long the server under test gives a client to send a whole request. */
const REQUEST_TIMEOUT_MS = 1500;

interface RawAnswer {
  /** The status line, or '' when the server sent nothing. */
  statusLine: string;
  text: string;
}

/**
 * Sends bytes over a raw socket, as a hostile or broken client would, and reads what comes back until the
 * server closes the connection or `waitMs` passes. `then` runs once the bytes are written.
 */
function raw(
  url: string,
  bytes: string,
  options: {
    waitMs?: number;
    then?: (socket: ReturnType<typeof connect>) => void;
    /** Called with everything received so far, each time more arrives. */
    onData?: (text: string, socket: ReturnType<typeof connect>) => void;
  } = {},
) {
  const { port } = new URL(url);
  return new Promise<RawAnswer>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statusLine: text.split('\r\n')[0] ?? '', text });
    };
    const timer = setTimeout(done, options.waitMs ?? 5000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      options.onData?.(text, socket);
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.write(bytes, () => options.then?.(socket));
  });
}

/** A request as bytes; the server is asked to close after its answer, so `raw` returns once it has it. */
const request = (lines: string[], body = '') => `${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;
const json =
  '{"id":"3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f","projectType":"website","budget":"small","timeline":"flexible","lng":"fr"}';

/** What the server printed since `since` characters, once it includes `text`. */
const printedSince = async (since: number, text: string) =>
  (await server.printed(text, (output) => output.slice(since).includes(text))).slice(since);

/** A consultation POST that announces 1,000 bytes of body and sends six. */
const halfAPost = request(
  ['POST /api/consultation HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Content-Length: 1000'],
  '{"id":',
);

let server: ProductionServer;
let build: string;
let outboxParent: string;

beforeAll(async () => {
  // A build of its own, whose files a test may take away, and an outbox under a regular file, where no
  // folder can be made: every valid request finds the outbox unavailable.
  build = mkdtempSync(path.join(tmpdir(), 'faults-build-'));
  cpSync('dist', build, { recursive: true });
  outboxParent = mkdtempSync(path.join(tmpdir(), 'faults-outbox-'));
  writeFileSync(path.join(outboxParent, 'file'), 'not a folder');
  server = await startProductionServer({
    DIST_DIR: build,
    CONSULTATION_OUTBOX_DIR: path.join(outboxParent, 'file', 'outbox'),
    CONSULTATION_RATE_LIMIT: '1000',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
});

afterAll(async () => {
  await server.stop();
  rmSync(build, { recursive: true, force: true });
  rmSync(outboxParent, { recursive: true, force: true });
});

afterEach(async () => {
  // Whatever the fault, the server is still there and serves the next visitor.
  expect(server.process.exitCode).toBeNull();
  const next = await fetch(`${server.url}/robots.txt`);
  expect(next.status).toBe(200);
  expect(server.output()).not.toMatch(/Unhandled rejection|uncaught/i);
});

describe('the production server under faults, over raw sockets', () => {
  it.each([
    ['a malformed Host', ['GET / HTTP/1.1', 'Host: a b'], '', 400],
    ['two Host headers', ['GET / HTTP/1.1', 'Host: agency.test', 'Host: evil.example'], '', 400],
    ['two Host headers on the API', ['GET /api/nope HTTP/1.1', 'host: agency.test', 'HOST: evil.example'], '', 400],
    [
      'an out-of-range port in Host, on the API',
      [
        'POST /api/consultation HTTP/1.1',
        'Host: localhost:99999',
        'Content-Type: application/json',
        `Content-Length: ${String(json.length)}`,
      ],
      json,
      400,
    ],
    ['TRACE on a page', ['TRACE / HTTP/1.1', 'Host: localhost'], '', 405],
    ['TRACE on the API', ['TRACE /api/consultation HTTP/1.1', 'Host: localhost'], '', 405],
    ['TRACK, which Node’s parser refuses', ['TRACK / HTTP/1.1', 'Host: localhost'], '', 400],
    ['a method that is no word of HTTP', ['HELLO / HTTP/1.1', 'Host: localhost'], '', 400],
    ['a request line that is not one', ['GET/ HTTP/1.1 extra', 'Host: localhost'], '', 400],
    ['CONNECT', ['CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443'], '', 405],
    [
      'a body over the limit',
      ['POST /api/consultation HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Content-Length: 20000'],
      'x'.repeat(20000),
      413,
    ],
  ])('answers %s with %s', async (_name, lines, body, status) => {
    const answer = await raw(server.url, request(lines, body));
    expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${String(status)} `));
    if (status === 405) expect(answer.text).toMatch(/\r\nallow: [A-Z, ]+\r\n/i);
  });

  // Answers written before the app runs, by Node, the adapter or the server's own handlers (issue 45, item 5).
  it.each([
    ['OPTIONS *', ['OPTIONS * HTTP/1.1', 'Host: localhost'], 400],
    ['a backslash in the path', ['GET /\\x HTTP/1.1', 'Host: localhost'], 400],
    ['a control character in the path', ['GET /\x7f HTTP/1.1', 'Host: localhost'], 400],
    ['an out-of-range port in Host', ['GET / HTTP/1.1', 'Host: localhost:99999'], 400],
    ['TRACK', ['TRACK / HTTP/1.1', 'Host: localhost'], 400],
    ['headers over Node’s limit', ['GET / HTTP/1.1', 'Host: localhost', `X-Big: ${'a'.repeat(20_000)}`], 431],
    ['CONNECT', ['CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443'], 405],
    ['two Host headers', ['GET / HTTP/1.1', 'Host: agency.test', 'Host: evil.example'], 400],
  ])('answers %s before the app runs with the security headers and a counted body', async (_name, lines, status) => {
    const { statusLine, text } = await raw(server.url, request(lines));
    expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${String(status)} `));
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const headers = new Map(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect({
      csp: headers.get('content-security-policy'),
      referrer: headers.get('referrer-policy'),
      permissions: headers.get('permissions-policy')?.startsWith('camera=()'),
      opener: headers.get('cross-origin-opener-policy'),
      resource: headers.get('cross-origin-resource-policy'),
      frames: headers.get('x-frame-options'),
      sniff: headers.get('x-content-type-options'),
      chunked: headers.get('transfer-encoding'),
      length: headers.get('content-length'),
    }).toEqual({
      csp: expect.stringContaining("frame-ancestors 'none'") as unknown,
      referrer: 'strict-origin-when-cross-origin',
      permissions: true,
      opener: 'same-origin',
      resource: 'same-origin',
      frames: 'DENY',
      sniff: 'nosniff',
      chunked: undefined,
      length: String(Buffer.byteLength(body, 'latin1')),
    });
  });

  it.each([
    ['a missing file', '/no-such-file.txt', 404],
    ['an unknown API path', '/api/nope', 404],
    ['an API path that takes POST only', '/api/consultation', 405],
    ['the English home without its slash', '/en', 301],
    ['an address with ?lng=', '/projects?lng=en', 301],
  ])('answers HEAD of %s (%s, %s) with the Content-Length GET sends', async (_name, path, status) => {
    const lengthOf = (text: string) => /\r\ncontent-length: (\d+)\r\n/i.exec(text)?.[1];
    const ask = (method: string) => raw(server.url, request([`${method} ${path} HTTP/1.1`, 'Host: localhost']));
    const [get, head] = await Promise.all([ask('GET'), ask('HEAD')]);
    expect(get.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${String(status)} `));
    expect(head.statusLine).toBe(get.statusLine);
    expect(get.text).not.toMatch(/\r\ntransfer-encoding: chunked\r\n/i);
    expect(lengthOf(get.text)).toBeDefined();
    expect(lengthOf(head.text)).toBe(lengthOf(get.text));
  });

  it('answers an absolute-form request line with the page of its path', async () => {
    const answer = await raw(server.url, request(['GET http://example.com/en/projects HTTP/1.1', 'Host: example.com']));
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answer.text).toContain('data-path="/en/projects" data-lang="en"');
  });

  it('logs and drops an upload the client abandons half-way', async () => {
    const before = server.output().length;
    await raw(server.url, halfAPost, { waitMs: 200, then: (socket) => setTimeout(() => socket.destroy(), 100) });
    expect(await printedSince(before, 'the client abandoned')).toMatch(
      /request [\w-]+: the client abandoned POST \/api\/consultation/,
    );
  });

  it.each([
    ['a declared body of 1 MiB', ['Content-Length: 1048576'], '{"id":'],
    ['a declared body too long to read', ['Content-Length: 8388608'], '{"id":'],
    ['a chunked body over the limit', ['Transfer-Encoding: chunked'], `4e20\r\n${'x'.repeat(20_000)}\r\n`],
  ])(
    'says Connection: close with a 413 for %s and closes, so a client sends its next request on a new connection (item 3)',
    async (_name, framing, body) => {
      const lines = [
        'POST /api/consultation HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        ...framing,
      ];
      // The request asks for keep-alive: only the server's answer may say close.
      const answer = await raw(server.url, `${lines.join('\r\n')}\r\n\r\n${body}`);
      expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    },
  );

  it('answers a body that stalls past the time allowed with 408', async () => {
    const started = Date.now();
    const answer = await raw(server.url, halfAPost, { waitMs: REQUEST_TIMEOUT_MS + 4000 });
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  });

  it('answers 503 with Retry-After when the outbox cannot be written, and logs why', async () => {
    const before = server.output().length;
    const response = await fetch(`${server.url}/api/consultation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await printedSince(before, 'ENOTDIR')).toMatch(/cannot keep request .*ENOTDIR/);
  });

  it('answers a page whose file went missing under it with the error page, status 500', async () => {
    // Its compressed copies too: a client that takes either would otherwise get one of them.
    const files = ['legal.html', 'legal.html.br', 'legal.html.gz'];
    for (const file of files) unlinkSync(path.join(build, file));
    const response = await fetch(`${server.url}/legal`);
    for (const file of files) cpSync(path.join('dist', file), path.join(build, file));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Retour à l’accueil');
    expect(response.headers.get('content-security-policy')).not.toContain("'sha256-");
  });
});

describe('a limit on the connections open at once (MAX_CONNECTIONS)', () => {
  it('closes a connection over it as it arrives, serves those within it, and takes new ones once some close', async () => {
    const limited = await startProductionServer({ DIST_DIR: build, MAX_CONNECTIONS: '4' });
    const { port } = new URL(limited.url);
    const open = () =>
      new Promise<ReturnType<typeof connect>>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          resolve(socket);
        });
        socket.once('error', reject);
      });
    /** Whether the server closed the socket without a word within `waitMs`. */
    const closedUnanswered = (socket: ReturnType<typeof connect>, waitMs: number) =>
      new Promise<boolean>((resolve) => {
        let answered = false;
        const timer = setTimeout(() => {
          resolve(false);
        }, waitMs);
        socket.on('data', () => (answered = true));
        socket.on('error', () => undefined);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(!answered);
        });
      });
    const held = [await open(), await open(), await open(), await open()];
    try {
      // Idle sockets, as a flood would hold them: the fifth is closed at once, with no answer.
      expect(await closedUnanswered(await open(), 3000)).toBe(true);
      // Those within the limit are served.
      const [first] = held;
      const answered = new Promise<string>((resolve) => {
        first?.once('data', (chunk: Buffer) => {
          resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
        });
      });
      first?.write(request(['GET /robots.txt HTTP/1.1', 'Host: localhost']));
      expect(await answered).toBe('HTTP/1.1 200 OK');
      // Once some close, new connections are served again.
      held.splice(0, 2).forEach((socket) => socket.destroy());
      let status = '';
      for (let attempt = 0; attempt < 50 && status === ''; attempt += 1) {
        status = (await raw(limited.url, request(['GET /robots.txt HTTP/1.1', 'Host: localhost']), { waitMs: 1000 }))
          .statusLine;
      }
      expect(status).toBe('HTTP/1.1 200 OK');
      expect(limited.output()).toMatch(/Closed 1 connection\(s\) over the limit of 4 open at once \(MAX_CONNECTIONS\)/);
    } finally {
      held.forEach((socket) => socket.destroy());
      await limited.stop();
    }
  });
});

describe('a flood of idle connections from one client (MAX_CONNECTIONS_PER_CLIENT, IDLE_TIMEOUT_MS)', () => {
  /** A connection from `localAddress` that sends nothing: when it opened, when the server closed it, and whether it said anything. */
  interface Silent {
    socket: ReturnType<typeof connect>;
    openedAt: number;
    closedAt?: number;
    answered: boolean;
  }
  const openSilent = (port: number, localAddress: string) =>
    new Promise<Silent>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
        resolve(silent);
      });
      const silent: Silent = { socket, openedAt: Date.now(), answered: false };
      socket.on('data', () => (silent.answered = true));
      socket.once('error', reject);
      socket.once('close', () => (silent.closedAt = Date.now()));
    });

  it('closes one client’s connections over its cap as they arrive, serves another client meanwhile, and closes silent ones before the header timeout', async () => {
    const idleMs = 1500;
    const flooded = await startProductionServer({ DIST_DIR: build, IDLE_TIMEOUT_MS: String(idleMs) });
    const port = Number(new URL(flooded.url).port);
    const flood: Silent[] = [];
    try {
      // A thousand, as many as MAX_CONNECTIONS, opened a hundred at a time so the listen queue never overflows.
      for (let batch = 0; batch < 10; batch += 1)
        flood.push(...(await Promise.all(Array.from({ length: 100 }, () => openSilent(port, '127.0.0.1')))));
      const open = () => flood.filter((silent) => silent.closedAt === undefined).length;
      await until('the server to close the connections over one client’s cap', () => open() <= 100);

      // Another visitor, from another address, is served while the flood holds what it may.
      const visitor = await openSilent(port, '127.0.0.2');
      const answered = new Promise<string>((resolve) => {
        visitor.socket.once('data', (chunk: Buffer) => {
          resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
        });
      });
      visitor.socket.write(request(['GET /robots.txt HTTP/1.1', 'Host: localhost']));
      expect(await answered).toBe('HTTP/1.1 200 OK');

      // The silent ones are closed after the idle limit, long before the 30 s the header timeout gives.
      await until('the server to close the silent connections', () => open() === 0, { timeout: 10_000 });
      const lastOpened = Math.max(...flood.map((silent) => silent.openedAt));
      const kept = flood.filter((silent) => (silent.closedAt ?? 0) - silent.openedAt >= idleMs - 100);
      expect(kept.length).toBeLessThanOrEqual(100);
      expect(Math.max(...flood.map((silent) => silent.closedAt ?? Infinity)) - lastOpened).toBeLessThan(10_000);
      expect(flood.filter((silent) => silent.answered)).toEqual([]);
      expect(flooded.output()).toMatch(
        /Closed \d+ connection\(s\) from one client over its limit of 100 open at once \(MAX_CONNECTIONS_PER_CLIENT\)/,
      );
    } finally {
      flood.forEach((silent) => silent.socket.destroy());
      await flooded.stop();
    }
  });
});

describe('stopping', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const stopping = await startProductionServer({
      DIST_DIR: build,
      CONSULTATION_OUTBOX_DIR: path.join(outboxParent, 'ok'),
    });
    // The body waits for the server's `100 Continue`, which proves the request is in flight (read and
    // parsed) before the signal: signalled any earlier, the connection would not yet be a request at all.
    let signalled = false;
    const answer = raw(
      stopping.url,
      request([
        'POST /api/consultation HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Content-Length: ${String(json.length)}`,
        'Expect: 100-continue',
      ]),
      {
        onData: (text, socket) => {
          if (signalled || !text.startsWith('HTTP/1.1 100 Continue\r\n')) return;
          signalled = true;
          stopping.process.kill('SIGTERM');
          setTimeout(() => socket.write(json), 300);
        },
      },
    );
    const { text } = await answer;
    expect(text.split('\r\n\r\n')[1]?.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    const code = await new Promise<number | null>((resolve) => {
      if (stopping.process.exitCode !== null) resolve(stopping.process.exitCode);
      else stopping.process.once('exit', resolve);
    });
    expect(code).toBe(0);
  });

  it('on SIGTERM closes the idle keep-alive connections, and answers the request in flight with Connection: close (item 7)', async () => {
    const stopping = await startProductionServer({
      DIST_DIR: build,
      CONSULTATION_OUTBOX_DIR: path.join(outboxParent, 'ok'),
    });
    const { port } = new URL(stopping.url);
    // A keep-alive connection, idle after its first answer, as a browser's pool holds one.
    const idle = connect(Number(port), '127.0.0.1');
    idle.on('error', () => undefined);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    await new Promise<void>((resolve) => {
      idle.once('data', () => resolve());
      idle.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    let signalled = false;
    const inFlight = raw(
      stopping.url,
      [
        'POST /api/consultation HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Content-Length: ${String(json.length)}`,
        'Expect: 100-continue',
        '\r\n',
      ].join('\r\n'),
      {
        onData: (text, socket) => {
          if (signalled || !text.startsWith('HTTP/1.1 100 Continue\r\n')) return;
          signalled = true;
          stopping.process.kill('SIGTERM');
          // The body once the idle connection is gone: the stop closed it first.
          void idleClosed.then(() => socket.write(json));
        },
      },
    );
    const answer = (await inFlight).text.split('\r\n\r\n')[1] ?? '';
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).not.toMatch(/\r\nkeep-alive:/i);
  });
});
