/**
 * `SITE_AI_CRAWLERS`: `allow` (default), `search-only` (those fetching for a person's question, not training) or
 * `deny`; ordinary search engines are never concerned (docs/agents.md).
 */
export const aiCrawlerSettings = ['allow', 'search-only', 'deny'] as const;

export type AiCrawlerSetting = (typeof aiCrawlerSettings)[number];

export interface AiCrawlerGroup {
  /** Why these are grouped, written into robots.txt above them. */
  readonly reason: string;
  /** The `User-agent` tokens their operators document. */
  readonly agents: readonly string[];
}

/** Every AI crawler robots.txt names, in two groups by what is done with the page (their operators' own pages). */
export const aiCrawlerGroups = {
  search: {
    reason: 'AI search and assistants: fetch a page when a person asks, and cite it with a link back',
    agents: [
      'OAI-SearchBot',
      'ChatGPT-User',
      'Claude-SearchBot',
      'Claude-User',
      'PerplexityBot',
      'Perplexity-User',
      'DuckAssistBot',
      'MistralAI-User',
      'Meta-ExternalFetcher',
    ],
  },
  training: {
    reason: 'AI training: collect pages to train models, with nothing sent back to the site',
    agents: [
      'GPTBot',
      'ClaudeBot',
      'Google-Extended',
      'Applebot-Extended',
      'CCBot',
      'Bytespider',
      'meta-externalagent',
      'Amazonbot',
      'cohere-training-data-crawler',
    ],
  },
} as const satisfies Readonly<Record<string, AiCrawlerGroup>>;

export type AiCrawlerGroupName = keyof typeof aiCrawlerGroups;

/** Whether a setting lets a group read the site. */
export function allowsGroup(setting: AiCrawlerSetting, group: AiCrawlerGroupName): boolean {
  return setting === 'allow' || (setting === 'search-only' && group === 'search');
}

/** The setting from the build's environment: unset or empty is `allow`; anything else unknown is refused, in one line. */
export function aiCrawlerSetting(value: string | undefined): AiCrawlerSetting {
  const setting = value?.trim() ?? '';
  if (setting === '') return 'allow';
  const known = aiCrawlerSettings.find((candidate) => candidate === setting);
  if (known === undefined)
    throw new Error(`SITE_AI_CRAWLERS must be allow, search-only or deny, not ${JSON.stringify(setting)}`);
  return known;
}
