import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedPages } from '../src/prerender/pages';

export interface InlineHashes {
  /** CSP sources (`'sha256-…'`) of the inline scripts the pages run. */
  scripts: readonly string[];
  /** CSP sources of the inline stylesheets the pages carry. */
  styles: readonly string[];
}

const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** Inline `<script>` bodies, except JSON data blocks (JSON-LD, the asset list): never run, CSP ignores them. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/gi;

function collect(html: string, pattern: RegExp, into: Set<string>) {
  for (const match of html.matchAll(pattern)) into.add(cspHash(match[1] ?? ''));
}

/**
 * The hashes that let the Content-Security-Policy allow the prerendered pages' own inline code, and no
 * other: read from the built pages, so the policy always matches the build it serves. A missing page
 * (no build yet, a test's empty folder) contributes nothing.
 */
export function inlineHashes(root: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of prerenderedPages) {
    let html: string;
    try {
      html = readFileSync(path.join(root, page.file), 'utf8');
    } catch {
      continue;
    }
    collect(html, inlineScript, scripts);
    collect(html, inlineStyle, styles);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
