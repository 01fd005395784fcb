// `npm run leads -- <command>`: the agency's tool for what the Node server keeps in its outbox (OUTBOX_DIR, as the
// server reads it): list, show, export, erase a person's records, purge what the retention would. Plain, erasable
// TypeScript that Node runs as it is; it reads the outbox through the module the server purges it with.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailAddress, emailError } from '../src/lib/email.ts';
import { leadKindNames, leadKinds } from '../src/lib/leads/kinds.ts';
import { retentionCutoff, retentionDays } from '../src/lib/leads/retention.ts';
import {
  countsLine,
  expiredRecords,
  holdsAddress,
  readOutbox,
  removeRecords,
  SUBSCRIBERS_FOLDER,
  type OutboxRecord,
} from '../server/node/outboxRecords.ts';

const USAGE = `Usage: npm run leads -- <command>
  list                       every lead, confirmation e-mail and subscriber kept, oldest first
  show <id>                  one record as it is kept
  export --format csv|json   every record but the ids sent, to standard output
  erase --email <address>    every record holding that address (a person's erasure), with a count
  purge [--dry-run]          what is kept past LEAD_RETENTION_DAYS, removed (or only listed)
The outbox is OUTBOX_DIR (var/outbox), its consultations in CONSULTATION_OUTBOX_DIR if set, as the server reads them.`;

/** A mistake in the command: said in one line, with the usage, and exit status 2. */
class UsageError extends Error {}

const SENT_FOLDER = 'sent';
// The store's folders as server/leads/ports.ts lists them (`storeFolders`), which Node cannot run as it is.
const storeFolders = [...leadKindNames.map((kind) => leadKinds[kind].folder), SUBSCRIBERS_FOLDER, SENT_FOLDER];

/** A variable's value, trimmed, or `undefined` when unset or blank: as server/config.ts reads it. */
function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function outboxFolders(env: NodeJS.ProcessEnv): Record<string, string> {
  const root = path.resolve(setting(env, 'OUTBOX_DIR') ?? 'var/outbox');
  const folders = Object.fromEntries(storeFolders.map((folder) => [folder, path.join(root, folder)]));
  const consultations = setting(env, 'CONSULTATION_OUTBOX_DIR');
  if (consultations !== undefined) folders[leadKinds.consultation.folder] = path.resolve(consultations);
  return folders;
}

/** The days the server purges by: its build's (DIST_DIR's manifest), or LEAD_RETENTION_DAYS without a build. */
function retention(env: NodeJS.ProcessEnv): { days: number; source: string } {
  const distDir = path.resolve(setting(env, 'DIST_DIR') ?? 'dist');
  const manifest = path.join(distDir, 'site-manifest.json');
  const built = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { leadRetentionDays?: number }).leadRetentionDays
    : undefined;
  const days = retentionDays(setting(env, 'LEAD_RETENTION_DAYS'), built);
  return { days, source: built === undefined ? 'LEAD_RETENTION_DAYS' : `the build in ${distDir}` };
}

const at = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const field = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (inner, key) => (typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>)[key] : undefined),
    value,
  );
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Who a record is about: a name and an address, as the lead or the subscriber gave them. */
function whoOf(record: OutboxRecord): string {
  const { content } = record;
  const name = text(field(content, 'request', 'contact', 'name')) ?? text(field(content, 'request', 'name'));
  const address =
    text(field(content, 'request', 'contact', 'email')) ??
    text(field(content, 'request', 'email')) ??
    text(field(content, 'email', 'to', '0')) ??
    text(field(content, 'email'));
  if (address === undefined) return record.content === undefined ? '(not JSON)' : '(no contact details)';
  return name === undefined ? address : `${name} <${address}>`;
}

const plural = (count: number, one: string) => `${String(count)} ${one}${count === 1 ? '' : 's'}`;

function list(records: readonly OutboxRecord[], folders: Record<string, string>): string[] {
  const counts = Object.fromEntries(storeFolders.map((folder) => [folder, 0]));
  for (const record of records) counts[record.folder] = (counts[record.folder] ?? 0) + 1;
  const header = `${path.dirname(folders[SENT_FOLDER] ?? '')}: ${countsLine(counts)}`;
  // The ids sent are the store's own bookkeeping: counted, not listed.
  const shown = records.filter((record) => record.folder !== SENT_FOLDER);
  if (shown.length === 0) return [header];
  const rows = shown.map((record) => [at(record.keptAt), record.folder, record.name, whoOf(record)]);
  const widths = [0, 1, 2].map((column) =>
    Math.max(...[['KEPT', 'FOLDER', 'ID'], ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [header, line(['KEPT', 'FOLDER', 'ID', 'WHO']), ...rows.map(line)];
}

function show(records: readonly OutboxRecord[], id: string | undefined): string[] {
  if (id === undefined) throw new UsageError('show needs the id of a record: npm run leads -- show <id>');
  const found = records.filter((record) => record.name.toLowerCase() === id.trim().toLowerCase());
  if (found.length === 0) throw new Error(`No record is named ${id} in the outbox`);
  return found.flatMap((record) => [`${record.folder}/${record.name}.json, kept ${at(record.keptAt)}:`, record.text]);
}

/** A record's values by dotted path, the rendered e-mail left out (a copy of the lead, for reading, not a column). */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (Array.isArray(value)) return [[prefix, value.map(String).join('; ')]];
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, inner]) =>
    prefix === 'email' && key === 'html' ? [] : flatten(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/**
 * One CSV cell (RFC 4180). A visitor's text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a
 * carriage return first) is prefixed with `'`, as OWASP advises: the agency opens this file.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function exported(records: readonly OutboxRecord[], format: string | undefined): string {
  const kept = records.filter((record) => record.folder !== SENT_FOLDER);
  if (format === 'json')
    return `${JSON.stringify(
      kept.map((record) => ({ folder: record.folder, id: record.name, keptAt: record.keptAt, record: record.content })),
      null,
      2,
    )}\n`;
  if (format !== 'csv') throw new UsageError('export needs --format csv or --format json');
  const rows = kept.map((record) => new Map(flatten(record.content ?? record.text)));
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  const lines = [
    ['folder', 'id', 'kept_at', ...columns],
    ...kept.map((record, index) => [
      record.folder,
      record.name,
      record.keptAt.toISOString(),
      ...columns.map((column) => rows[index]?.get(column) ?? ''),
    ]),
  ];
  return lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

async function erase(records: readonly OutboxRecord[], address: string | undefined): Promise<string> {
  if (address === undefined) throw new UsageError('erase needs the address: npm run leads -- erase --email <address>');
  // The address is never printed: this line is the erasure's record, and must not keep what it erased.
  if (emailError(address) !== undefined) throw new UsageError('erase --email takes an e-mail address, name@domain.tld');
  const holding = records.filter((record) => holdsAddress(record, emailAddress(address)));
  if (holding.length === 0) return 'No record holds the address given: nothing erased.';
  const removed = await removeRecords(holding);
  return `Erased ${plural(holding.length, 'record')} holding the address given: ${countsLine(removed)}.`;
}

async function purge(records: readonly OutboxRecord[], dryRun: boolean, env: NodeJS.ProcessEnv): Promise<string[]> {
  const { days, source } = retention(env);
  const before = retentionCutoff(Date.now(), days);
  const expired = expiredRecords(records, before);
  const past = `kept over ${String(days)} days (before ${at(before)}; ${source})`;
  if (expired.length === 0) return [`Nothing is ${past}: nothing to remove.`];
  const counts = dryRun ? countsLine(countBy(expired)) : countsLine(await removeRecords(expired));
  return [
    `${dryRun ? 'Would remove' : 'Removed'} ${plural(expired.length, 'record')} ${past}: ${counts}.`,
    ...(dryRun ? expired.map((record) => `  ${at(record.keptAt)}  ${record.folder}/${record.name}`) : []),
  ];
}

const countBy = (records: readonly OutboxRecord[]) =>
  records.reduce<Record<string, number>>((counts, record) => {
    counts[record.folder] = (counts[record.folder] ?? 0) + 1;
    return counts;
  }, {});

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string' }, email: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const [command, ...operands] = positionals;
  const folders = outboxFolders(env);
  const records = await readOutbox(folders);
  switch (command) {
    case 'list':
      return list(records, folders).join('\n');
    case 'show':
      return show(records, operands[0]).join('\n');
    case 'export':
      return exported(records, values.format);
    case 'erase':
      return erase(records, values.email);
    case 'purge':
      return (await purge(records, values['dry-run'] === true, env)).join('\n');
    default:
      throw new UsageError(command === undefined ? 'Which command?' : `Unknown command: ${command}`);
  }
}

try {
  const output = await run(process.argv.slice(2), process.env);
  process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(message);
    process.exitCode = 1;
  }
}
