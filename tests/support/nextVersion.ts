import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { manifestEntry } from '../../scripts/webpack/SiteManifestPlugin';
import { SITE_MANIFEST_FILE, type ManifestEntry, type SiteManifest } from '../../server/siteManifest';

/** A script or stylesheet named by its content hash, and its licence notice, which shares the name. */
const contentHashed = /^assets\/(?:js|css)\/[^/]+\.([0-9a-f]{10})\.(?:js|css)$/;
const text = /\.(?:html|js|css|json|txt|xml)$/;
/** Workbox's list in the built worker: each file it precaches, with its content's MD5 where its name has no hash. */
const precacheEntry = /\{'revision':'[0-9a-f]{32}','url':'\/([^']+)'\}/g;

const md5 = (content: Buffer) => createHash('md5').update(content).digest('hex');

/**
 * Writes into `to` the build in `from` as a rebuild with another agency name (`SITE_AGENCY_NAME`) would leave it, for
 * a test that deploys a new version under an open page, in a second instead of a build's minute. Every script and
 * stylesheet gets a new content hash in its name, as a change of its code would give it, so none of the old version's
 * is on the new server; the pages, the runtime and the worker's precache name the new files, the precache's revisions
 * follow the pages' new content, and the manifest describes the result with the build's own `manifestEntry`. Changed
 * files lose their compressed copies: the server sends them as they are. Returns each renamed file's new name.
 */
export function writeNextVersion(
  from: string,
  to: string,
  names: { agency: string; nextAgency: string },
): Map<string, string> {
  cpSync(from, to, { recursive: true });
  const manifestFile = path.join(to, SITE_MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest;

  const hashes = new Map<string, string>();
  for (const file of Object.keys(manifest.files)) {
    const hash = contentHashed.exec(file)?.[1];
    if (hash !== undefined) hashes.set(hash, createHash('sha256').update(`next ${hash}`).digest('hex').slice(0, 10));
  }
  if (hashes.size === 0) throw new Error(`writeNextVersion: no content-hashed script in ${from}`);
  const anyOldHash = new RegExp([...hashes.keys()].join('|'), 'g');
  const renamed = (name: string) => name.replace(anyOldHash, (hash) => hashes.get(hash) ?? hash);
  const rewritten = (content: string) => renamed(content).replaceAll(names.agency, names.nextAgency);

  const files: Record<string, ManifestEntry> = {};
  const changed = new Map<string, { content: Buffer; entry: ManifestEntry }>();
  const renames = new Map<string, string>();
  for (const [file, entry] of Object.entries(manifest.files)) {
    const original = readFileSync(path.join(to, file));
    const name = renamed(file);
    const content = text.test(file) ? Buffer.from(rewritten(original.toString('utf8'))) : original;
    if (name === file && content.equals(original)) {
      files[file] = entry;
      continue;
    }
    if (name !== file) renames.set(file, name);
    for (const stored of [entry, entry.brotli, entry.gzip]) if (stored) rmSync(path.join(to, stored.file));
    changed.set(name, { content, entry });
  }

  // The worker, rewritten above like any script, precaches each changed page under its new revision.
  const worker = changed.get('service-worker.js');
  if (worker === undefined) throw new Error('writeNextVersion: the worker names no file that changed');
  let revised = 0;
  const workerCode = worker.content.toString('utf8').replace(precacheEntry, (listed, url: string) => {
    const page = changed.get(url);
    if (page === undefined) return listed;
    revised += 1;
    return `{'revision':'${md5(page.content)}','url':'/${url}'}`;
  });
  if (revised === 0) throw new Error('writeNextVersion: no page of the worker’s precache list was revised');
  changed.set('service-worker.js', { ...worker, content: Buffer.from(workerCode) });

  for (const [name, { content, entry }] of changed) {
    writeFileSync(path.join(to, name), content);
    files[name] = manifestEntry(name, content, {}, entry.inline);
  }
  const next: SiteManifest = {
    ...manifest,
    buildId: `${manifest.buildId}-next`,
    files,
    stylesheets: manifest.stylesheets.map(renamed),
  };
  writeFileSync(manifestFile, JSON.stringify(next, null, 1));
  return renames;
}
