import { toolPages } from '../../../src/app/agents/toolCatalog';
import { routeAt } from '../../../src/app/routes';
import { sitePages } from '../../../src/app/sitePages';
import { readSiteConfig } from '../../../src/config/siteConfig';
import { portfolio } from '../../../src/content/portfolio';
import { articles } from '../../../src/content/journal';
import { localizedPath } from '../../../src/i18n/languagePaths';
import llmsEn from '../../../src/i18n/locales/llmsTxt/en';
import llmsFr from '../../../src/i18n/locales/llmsTxt/fr';
import { createStaticI18n } from '../../../src/i18n/staticI18n';
import { llmsTxt, type LlmsTxtInput } from '../../../src/seo/llmsTxt';
import { fullDictionaries } from '../../support/fullDictionaries';
import { englishTypographyFaults, frenchTypographyFaults } from '../../support/typography';

const origin = 'https://www.studio-nova.example';
const fr = createStaticI18n('fr', fullDictionaries).t;
const en = createStaticI18n('en', fullDictionaries).t;
const input: LlmsTxtInput = {
  site: readSiteConfig({ SITE_PUBLIC_ORIGIN: origin, SITE_EMAIL: 'bonjour@studio-nova.example' }),
  pages: sitePages,
  projects: portfolio,
  articles,
  t: { fr, en },
  tools: toolPages,
};
const text = llmsTxt(input);
const lines = text.split('\n');
const entries = lines.filter((line) => line.startsWith('- '));
/** Every address the file gives, as a link's target or written out. */
const addresses = [...text.matchAll(/\]\(([^)]+)\)|(https?:\/\/[^\s),]+)/g)].map((match) => match[1] ?? match[2] ?? '');

describe('llms.txt (llmstxt.org)', () => {
  it('opens with the agency’s name as its one H1, a > summary, then the introduction in both languages', () => {
    expect(lines[0]).toBe('# Studio Nova');
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
    expect(lines[2]).toBe(`> ${fr('meta.home.description')}`);
    expect(lines[4]).toBe(llmsFr.intro);
    expect(lines[6]).toBe(llmsEn.intro);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('then has only H2 sections of `- [name](url): notes` entries, Optional last', () => {
    const firstSection = lines.findIndex((line) => line.startsWith('## '));
    const body = lines.slice(firstSection).filter((line) => line !== '');
    for (const line of body) expect(line).toMatch(/^(## .+|- \[[^\]]+\]\([^)\s]+\): .+)$/);
    expect(lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3))).toEqual(
      Object.entries(llmsFr.sections).map(([key, fr]) => {
        const en = llmsEn.sections[key as keyof typeof llmsEn.sections];
        return fr === en ? fr : `${fr} (${en})`;
      }),
    );
  });

  it('gives absolute addresses on the public origin only', () => {
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) expect(address.startsWith(`${origin}/`)).toBe(true);
  });

  it('lists every indexed page by its French title and description, with its English page beside it', () => {
    for (const page of sitePages.filter(
      (candidate) => routeAt(candidate.route).indexed && candidate.slug === undefined,
    )) {
      const entry = entries.find((line) => line.includes(`](${origin}${page.path})`));
      expect([page.path, entry]).toEqual([
        page.path,
        expect.stringContaining(`](${origin}${localizedPath(page.path, 'en')})`),
      ]);
    }
    const projectsPage = entries.find((line) => line.includes(`](${origin}/projects)`));
    expect(projectsPage).toBe(
      `- [${fr('meta.projects.title', { name: 'Studio Nova' })}](${origin}/projects): ${fr('meta.projects.description')} English: [${en('meta.projects.title', { name: 'Studio Nova' })}](${origin}/en/projects)`,
    );
  });

  it('leaves out the pages no search engine lists (the not-found page, the newsletter’s confirmation)', () => {
    for (const path of ['/404', '/newsletter/confirm']) {
      expect(
        addresses.filter(
          (address) => address.startsWith(`${origin}${path}`) || address.startsWith(`${origin}/en${path}`),
        ),
      ).toEqual([]);
    }
  });

  it('lists each case study with its category, year and summary, French first', () => {
    for (const project of portfolio) {
      const entry = entries.find((line) => line.includes(`](${origin}/projects/${project.slug})`));
      expect(entry).toBe(
        `- [${fr(`projects.items.${project.slug}.title`)}](${origin}/projects/${project.slug}): ${fr(`projects.categories.${project.category}`)}, ${String(project.year)}. ${fr(`projects.items.${project.slug}.description`)} English: [${en(`projects.items.${project.slug}.title`)}](${origin}/en/projects/${project.slug})`,
      );
    }
  });

  it('says how to request a consultation and how to write, with the agency’s e-mail', () => {
    const consultation = entries.find((line) => line.includes(`](${origin}/consultation)`));
    expect(consultation).toContain(llmsFr.consultation);
    const contact = entries.find((line) => line.includes(`](${origin}/contact)`));
    expect(contact).toContain('bonjour@studio-nova.example');
    // Agents act with the visitor's confirmation: the introduction says so in both languages.
    expect(llmsFr.intro).toContain('WebMCP');
    expect(llmsEn.intro).toContain('the visitor confirms every send in the page');
  });

  it('names each WebMCP tool of the catalog with the pages that offer it, in both languages', () => {
    const everyPage = ['/', '/projects', '/consultation', '/expertise', '/contact', '/legal'];
    for (const [name, routes] of Object.entries(toolPages)) {
      const entry = entries.find((line) => line.startsWith(`- [${name}](`));
      if (everyPage.every((route) => (routes as readonly string[]).includes(route))) {
        expect(entry).toContain('Sur toutes les pages (every page).');
        continue;
      }
      for (const route of routes) {
        expect(entry).toContain(`${origin}${route}`);
        expect(entry).toContain(`${origin}${localizedPath(route, 'en')}`);
      }
    }
    expect(entries.find((line) => line.startsWith('- [subscribe_newsletter]('))).toContain('toutes les pages');
  });

  it('escapes what would break a link’s text', () => {
    const odd = llmsTxt({ ...input, site: { ...input.site, agencyName: 'Nova [Paris]' } });
    expect(odd).toContain('[Nos projets | Nova \\[Paris\\]](');
  });

  it('keeps each language’s typography', () => {
    const texts = (copy: typeof llmsFr) =>
      Object.values(copy).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));
    expect(texts(llmsFr).flatMap(frenchTypographyFaults)).toEqual([]);
    expect(texts(llmsEn).flatMap(englishTypographyFaults)).toEqual([]);
  });
});
