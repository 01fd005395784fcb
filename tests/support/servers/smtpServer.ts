import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients, as the client gave them to MAIL FROM and RCPT TO. */
  from: string;
  to: string[];
  /** The user the client logged in as. */
  user: string | undefined;
  headers: Record<string, string>;
  /** The text/html and text/plain parts, decoded, their line breaks as `\n`. */
  html: string;
  text: string;
}

/** An answer of the stand-in to a message's DATA: accepted, or an SMTP reply code with its text. */
export type SmtpAnswer = 'accept' | { code: number; message?: string };

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Headers of a MIME entity, names in lower case, folded lines unfolded. */
function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The decoded body of each part of a `multipart/alternative` message (or of a single-part one), by type. */
function partsOf(raw: string): { headers: Record<string, string>; parts: Record<string, string> } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary === undefined ? [`${head}\r\n\r\n${body}`] : body.split(`--${boundary}`).slice(1, -1);
  const parts: Record<string, string> = {};
  for (const entity of entities) {
    const [partHead = '', ...partBody] = entity.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = headersOf(partHead);
    const encoded = partBody.join('\r\n\r\n').replace(/\r?\n$/, '');
    const encoding = partHeaders['content-transfer-encoding'] ?? '7bit';
    const decoded =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(encoded)
        : encoding === 'base64'
          ? Buffer.from(encoded, 'base64').toString('utf8')
          : encoded;
    parts[(partHeaders['content-type'] ?? '').split(';')[0] ?? ''] = decoded.replace(/\r\n/g, '\n');
  }
  return { headers, parts };
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as the text they stand for. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), without TLS: it takes any login, keeps each
 * message it accepts, and answers each DATA with the next of `answers` (then accepts).
 */
export class FakeSmtpServer {
  received: ReceivedMail[] = [];
  answers: SmtpAnswer[] = [];
  /** Messages whose DATA it was sent, accepted or not. */
  attempts = 0;
  port = 0;
  private server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      callback(null, { user: auth.username });
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.attempts += 1;
        const answer = this.answers.shift() ?? 'accept';
        if (answer !== 'accept') {
          callback(Object.assign(new Error(answer.message ?? 'Not now'), { responseCode: answer.code }));
          return;
        }
        const { headers, parts } = partsOf(Buffer.concat(chunks).toString('utf8'));
        const { mailFrom, rcptTo } = session.envelope;
        this.received.push({
          from: mailFrom === false ? '' : mailFrom.address,
          to: rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          headers,
          html: parts['text/html'] ?? '',
          text: parts['text/plain'] ?? '',
        });
        callback();
      });
    },
  });

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  stop() {
    return new Promise<void>((resolve) => {
      this.server.close(resolve);
    });
  }
}

/** A server that takes connections and never says a word, not even its greeting. */
export async function silentServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
