import { aiCrawlerGroups, aiCrawlerSetting, aiCrawlerSettings } from '../../../src/seo/aiCrawlers';
import { robotsTxt } from '../../../src/seo/sitemap';

const origin = 'https://www.studio-nova.example';

/**
 * The rules robots.txt gives a crawler, read as RFC 9309 says: the group whose `User-agent` names it (case
 * aside), or else the `*` group. Each group is its `User-agent` lines and the rules after them.
 */
function rulesFor(robots: string, agent: string): string[] {
  const groups: { agents: string[]; rules: string[] }[] = [];
  let current: { agents: string[]; rules: string[] } | undefined;
  for (const line of robots.split('\n').map((text) => text.replace(/#.*/, '').trim())) {
    if (line === '') continue;
    const [field = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (field.toLowerCase() === 'user-agent') {
      if (current === undefined || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
    } else if (field.toLowerCase() === 'allow' || field.toLowerCase() === 'disallow') {
      current?.rules.push(`${field}: ${value}`);
    }
  }
  const named = groups.find((group) => group.agents.includes(agent.toLowerCase()));
  return (named ?? groups.find((group) => group.agents.includes('*')))?.rules ?? [];
}

const readsSite = ['Allow: /', 'Disallow: /api/'];
const keptOut = ['Disallow: /'];

describe('robots.txt and the AI services’ crawlers (SITE_AI_CRAWLERS)', () => {
  it.each(aiCrawlerSettings)('%s: names every AI crawler explicitly, each group under its reason', (setting) => {
    const robots = robotsTxt(origin, setting);
    for (const group of Object.values(aiCrawlerGroups)) {
      expect(robots).toContain(`# ${group.reason} (SITE_AI_CRAWLERS=${setting})`);
      for (const agent of group.agents) expect(robots).toContain(`User-agent: ${agent}\n`);
    }
    // Search engines are never concerned: they read the `*` group.
    for (const engine of ['Googlebot', 'Bingbot']) expect(rulesFor(robots, engine)).toEqual(readsSite);
    expect(robots.endsWith(`Sitemap: ${origin}/sitemap.xml\n`)).toBe(true);
  });

  it('allow: every AI crawler may read the site, the API excepted, as any crawler may', () => {
    const robots = robotsTxt(origin, 'allow');
    for (const agent of [...aiCrawlerGroups.search.agents, ...aiCrawlerGroups.training.agents])
      expect([agent, rulesFor(robots, agent)]).toEqual([agent, readsSite]);
  });

  it('search-only: AI search and assistants may read it, training crawlers may not', () => {
    const robots = robotsTxt(origin, 'search-only');
    for (const agent of aiCrawlerGroups.search.agents)
      expect([agent, rulesFor(robots, agent)]).toEqual([agent, readsSite]);
    for (const agent of aiCrawlerGroups.training.agents)
      expect([agent, rulesFor(robots, agent)]).toEqual([agent, keptOut]);
    expect(rulesFor(robots, 'GPTBot')).toEqual(keptOut);
    expect(rulesFor(robots, 'OAI-SearchBot')).toEqual(readsSite);
  });

  it('deny: no AI crawler may read any of it', () => {
    const robots = robotsTxt(origin, 'deny');
    for (const agent of [...aiCrawlerGroups.search.agents, ...aiCrawlerGroups.training.agents])
      expect([agent, rulesFor(robots, agent)]).toEqual([agent, keptOut]);
  });

  it('has no crawler in both groups', () => {
    const search = new Set(aiCrawlerGroups.search.agents.map((agent) => agent.toLowerCase()));
    expect(aiCrawlerGroups.training.agents.filter((agent) => search.has(agent.toLowerCase()))).toEqual([]);
  });
});

describe('aiCrawlerSetting', () => {
  it('is allow when unset or empty, and reads the three choices', () => {
    expect(aiCrawlerSetting(undefined)).toBe('allow');
    expect(aiCrawlerSetting('')).toBe('allow');
    expect(aiCrawlerSetting('allow')).toBe('allow');
    expect(aiCrawlerSetting(' search-only ')).toBe('search-only');
    expect(aiCrawlerSetting('deny')).toBe('deny');
  });

  it('refuses anything else in one line naming the setting and the choices', () => {
    for (const value of ['Deny', 'yes', 'search_only', 'allow,deny']) {
      expect(() => aiCrawlerSetting(value)).toThrow(
        `SITE_AI_CRAWLERS must be allow, search-only or deny, not "${value}"`,
      );
    }
    // A value with a line break is shown escaped: the refusal stays one line.
    expect(() => aiCrawlerSetting('no\nmore')).toThrow(/^[^\n]*"no\\nmore"$/);
  });
});
