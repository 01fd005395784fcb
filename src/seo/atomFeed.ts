import type { ArticleMeta } from '../content/article';
import { articlePath, journalFeedPath } from '../content/article';
import type { Language } from '../i18n/languages';
import { pageUrl } from './routeMeta';
import { escapeXml } from './xml';

/** One article of a feed: its words, and its body rendered for a feed (absolute links, plain images). */
export interface FeedEntry {
  readonly slug: string;
  readonly meta: ArticleMeta;
  readonly html: string;
}

export interface AtomFeedInput {
  readonly origin: string;
  readonly language: Language;
  readonly title: string;
  readonly subtitle: string;
  readonly agencyName: string;
  /** Newest first. */
  readonly entries: readonly FeedEntry[];
}

/** A day as Atom's dates are written (RFC 3339): the studio dates its articles by the day. */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/**
 * The journal of one language as an Atom 1.0 feed (RFC 4287): every article in full, with absolute links, its
 * publication and update dates; the feed's own date is its latest update.
 */
export function atomFeed({ origin, language, title, subtitle, agencyName, entries }: AtomFeedInput): string {
  const url = (path: string) => escapeXml(pageUrl(origin, path, language));
  const updated =
    entries
      .map((entry) => entry.meta.updated)
      .sort()
      .at(-1) ?? '1970-01-01';
  const entryXml = ({ slug, meta, html }: FeedEntry) =>
    [
      '  <entry>',
      `    <id>${url(articlePath(slug))}</id>`,
      `    <title>${escapeXml(meta.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(articlePath(slug))}"/>`,
      `    <published>${atomDate(meta.published)}</published>`,
      `    <updated>${atomDate(meta.updated)}</updated>`,
      `    <author><name>${escapeXml(meta.author.name)}</name></author>`,
      ...meta.tags.map((tag) => `    <category term="${escapeXml(tag.key)}" label="${escapeXml(tag.label)}"/>`),
      `    <summary>${escapeXml(meta.description)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${url(journalFeedPath)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${url(journalFeedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url('/journal')}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${escapeXml(agencyName)}</name><uri>${escapeXml(`${origin}/`)}</uri></author>`,
    `  <icon>${escapeXml(`${origin}/icons/icon-192.png`)}</icon>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
