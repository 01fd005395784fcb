/**
 * How Netlify and Cloudflare Pages read the subset of `_headers` and `_redirects` the build writes
 * (server/cdnFiles.ts), so tests can ask what a CDN would answer for a URL.
 */

export interface HeaderBlock {
  path: string;
  headers: [name: string, value: string][];
}

const meaningful = (text: string) => text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

export function parseHeaderBlocks(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of meaningful(text)) {
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const current = blocks.at(-1);
    if (current === undefined || colon < 0)
      throw new Error(`_headers: a header outside a block or without a name: ${line}`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return blocks;
}

/** A rule's path: exact, or with a final `*` that matches any rest (a splat). */
export function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

export const matchingBlocks = (blocks: readonly HeaderBlock[], pathname: string) =>
  blocks.filter((block) => pathMatches(block.path, pathname));

/** The headers a URL gets: every matching block merged, a repeated name's values joined with ", ". Names lower-cased. */
export function headersForPath(blocks: readonly HeaderBlock[], pathname: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const { headers } of matchingBlocks(blocks, pathname)) {
    for (const [name, value] of headers) {
      const key = name.toLowerCase();
      merged[key] = key in merged ? `${merged[key] ?? ''}, ${value}` : value;
    }
  }
  return merged;
}

export interface RedirectRule {
  from: string;
  /** `name=value` to match literally, or `name=:placeholder` for any value. */
  query: [name: string, value: string][];
  to: string;
  status: number;
  force: boolean;
}

export function parseRedirectRules(text: string): RedirectRule[] {
  return meaningful(text).map((line) => {
    const [from = '', ...rest] = line.trim().split(/\s+/);
    const last = rest.pop() ?? '';
    const to = rest.pop() ?? '';
    const status = /^(\d{3})(!?)$/.exec(last);
    if (status === null || to === '') throw new Error(`_redirects: no target or status in ${line}`);
    const query = rest.map((part): [string, string] => {
      const [name = '', value = ''] = part.split('=');
      return [name, value];
    });
    return { from, query, to, status: Number(status[1]), force: status[2] === '!' };
  });
}

export interface RedirectOutcome {
  rule: RedirectRule;
  status: number;
  /** The target with the splat and placeholders filled in, and the query parameters the rule did not name. */
  location: string;
}

/**
 * The first rule that applies to a URL, as Netlify picks it: its path and every query parameter it names
 * match, and, unless forced, no file is published at that path (`hasFile`). The parameters a rule names
 * are consumed by it; the others are passed on to the target.
 */
export function evaluateRedirects(
  rules: readonly RedirectRule[],
  url: URL,
  hasFile: (pathname: string) => boolean = () => false,
): RedirectOutcome | undefined {
  for (const rule of rules) {
    if (!pathMatches(rule.from, url.pathname) || (!rule.force && hasFile(url.pathname))) continue;
    const matches = rule.query.every(
      ([name, value]) => url.searchParams.has(name) && (value.startsWith(':') || url.searchParams.get(name) === value),
    );
    if (!matches) continue;
    let location = rule.to;
    if (rule.from.endsWith('*')) location = location.replace(':splat', url.pathname.slice(rule.from.length - 1));
    for (const [name, value] of rule.query) {
      if (value.startsWith(':')) location = location.replace(value, url.searchParams.get(name) ?? '');
    }
    const rest = new URLSearchParams(url.search);
    for (const [name] of rule.query) rest.delete(name);
    const query = rest.toString();
    return { rule, status: rule.status, location: query === '' ? location : `${location}?${query}` };
  }
  return undefined;
}
