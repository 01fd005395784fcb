import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** CSP sources (`'sha256-…'`) of the inline scripts a page runs. */
  scripts: readonly string[];
  /** CSP sources of the inline stylesheets a page carries. */
  styles: readonly string[];
}

const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** Inline `<script>` bodies, except JSON data blocks (JSON-LD, the asset list): never run, CSP ignores them. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/gi;

const hashesOf = (html: string, pattern: RegExp) =>
  [...new Set([...html.matchAll(pattern)].map((match) => cspHash(match[1] ?? '')))].sort();

/**
 * The hashes that let a page's Content-Security-Policy allow its own inline code (the prerendered pages'
 * language script and critical CSS), and no other: read from the built page, so the policy always
 * matches the build it serves.
 */
export function inlineHashes(html: string): InlineHashes {
  return { scripts: hashesOf(html, inlineScript), styles: hashesOf(html, inlineStyle) };
}
