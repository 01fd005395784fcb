import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** CSP sources (`'sha256-…'`) of the inline scripts a page runs. */
  scripts: readonly string[];
  /** CSP sources of the inline stylesheets a page carries. */
  styles: readonly string[];
}

const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The hashes that let a page's Content-Security-Policy allow its own inline code (the page script and
 * its critical CSS, as `pageDocument` wrote them), and no other.
 */
export function inlineHashes(code: { scripts: readonly string[]; styles: readonly string[] }): InlineHashes {
  const hashes = (contents: readonly string[]) => [...new Set(contents.map(cspHash))].sort();
  return { scripts: hashes(code.scripts), styles: hashes(code.styles) };
}
