import type { TFunction } from 'i18next';
import { routeAt, type RoutePath, type SitePage } from '../app/routes';
import type { SiteConfig } from '../config/siteConfig';
import { articlePath, journalFeedPath, type ArticleCard } from '../content/article';
import type { Project } from '../content/project';
import { servicePath, services } from '../content/services';
import type { Language } from '../i18n/languages';
import agentsFr from '../i18n/locales/agents/fr';
import llmsEn from '../i18n/locales/llmsTxt/en';
import copy from '../i18n/locales/llmsTxt/fr';
import { pageUrl, routeMeta } from './routeMeta';

export interface LlmsTxtInput {
  readonly site: Pick<SiteConfig, 'agencyName' | 'publicOrigin' | 'email' | 'phone' | 'address'>;
  /** Every page of the site (the route table with the projects' slugs): the indexed ones are listed. */
  readonly pages: readonly SitePage[];
  /** The portfolio, in the list's order. */
  readonly projects: readonly Project[];
  /** The journal's articles, newest first. */
  readonly articles: readonly ArticleCard[];
  /** Each language's words: the dictionaries with the projects' cards. */
  readonly t: Readonly<Record<Language, TFunction>>;
  /** The pages that offer each WebMCP tool (src/app/agents/toolCatalog.ts). */
  readonly tools: Readonly<Record<string, readonly RoutePath[]>>;
}

/** What each tool is called in `/llms.txt`: its title in the tools' own copy. */
const toolTitles: Readonly<Record<string, string>> = {
  search_projects: agentsFr.searchProjects.title,
  request_consultation: agentsFr.requestConsultation.title,
  send_contact_message: agentsFr.sendContactMessage.title,
  subscribe_newsletter: agentsFr.subscribeNewsletter.title,
};

/** The services, the list the home page, /expertise and the footer show, each to its part of /expertise. */
const offers = services.map((service) => ({ key: `expertise.items.${service}` as const, path: servicePath(service) }));

/** Which section lists a page of the route table: the case studies are the projects, the rest by purpose. */
const sectionOf = (route: RoutePath): 'pages' | 'projects' | 'journal' | 'engage' | 'optional' => {
  if ('eachProject' in routeAt(route)) return 'projects';
  if ('eachArticle' in routeAt(route)) return 'journal';
  if (route === '/consultation' || route === '/contact') return 'engage';
  return route === '/legal' ? 'optional' : 'pages';
};

/** A heading or label in French with its English beside it, once when both say the same. */
const both = (fr: string, en: string) => (fr === en ? fr : `${fr} (${en})`);

/** Markdown link text: what would close it or start another is escaped. */
const linkText = (text: string) => text.replace(/[[\]\\]/g, (character) => `\\${character}`);

/**
 * `/llms.txt` (llmstxt.org) from the route table, the dictionaries, the projects' cards and the tools' catalog:
 * French first, as agents read the root's file only, each entry with its English page beside it.
 */
export function llmsTxt({ site, pages, projects, articles, t, tools }: LlmsTxtInput): string {
  const origin = site.publicOrigin;
  const url = (path: string, language: Language) => pageUrl(origin, path, language);
  const entry = (path: string, title: Record<Language, string>, notes: string) =>
    `- [${linkText(title.fr)}](${url(path, 'fr')}): ${notes} ${copy.english}: [${linkText(title.en)}](${url(path, 'en')})`;
  const meta = (page: SitePage, language: Language) => routeMeta(page, language, t[language], site);
  const listed = pages.filter((page) => routeAt(page.route).indexed);
  const pageEntries = (section: ReturnType<typeof sectionOf>) =>
    listed
      .filter((page) => page.slug === undefined && sectionOf(page.route) === section)
      .map((page) => ({ page, fr: meta(page, 'fr'), en: meta(page, 'en') }));

  const offer = offers.map(({ key, path }) =>
    entry(path, { fr: t.fr(`${key}.title`), en: t.en(`${key}.title`) }, t.fr(`${key}.text`)),
  );
  const mainPages = pageEntries('pages').map(({ page, fr, en }) =>
    entry(page.path, { fr: fr.title, en: en.title }, fr.description),
  );
  const projectEntries = projects.flatMap((project) => {
    const page = listed.find((candidate) => candidate.slug === project.slug);
    if (page === undefined) return [];
    const facts = copy.projectFacts
      .replace('{{category}}', t.fr(`projects.categories.${project.category}`))
      .replace('{{year}}', String(project.year));
    const title = (language: Language) => t[language](`projects.items.${project.slug}.title`);
    return [
      entry(
        page.path,
        { fr: title('fr'), en: title('en') },
        `${facts} ${t.fr(`projects.items.${project.slug}.description`)}`,
      ),
    ];
  });
  // French first with its English beside it; an article in one language says which.
  const articleEntries = articles.flatMap((card) => {
    const [language] = card.languages;
    const meta = card.fr ?? card.en;
    if (language === undefined || meta === undefined) return [];
    const facts = (language === 'fr' ? copy : llmsEn).articleFacts
      .replace('{{author}}', meta.author.name)
      .replace('{{date}}', meta.publishedLabel);
    const path = articlePath(card.slug);
    if (card.fr !== undefined && card.en !== undefined)
      return [entry(path, { fr: card.fr.title, en: card.en.title }, `${facts} ${card.fr.description}`)];
    const only = copy.onlyIn.replace('{{language}}', copy.languageNames[language]);
    return [`- [${linkText(meta.title)}](${url(path, language)}): ${only} ${facts} ${meta.description}`];
  });
  const { street, postalCode, city, country } = site.address;
  const contactLine = copy.contact
    .replace('{{email}}', site.email)
    .replace('{{phone}}', site.phone)
    .replace('{{address}}', `${street}, ${postalCode} ${city}, ${country}`);
  const engage = pageEntries('engage').map(({ page, fr, en }) =>
    entry(
      page.path,
      { fr: fr.title, en: en.title },
      // The consultation's own description says less than how it goes; the contact page's, where to write.
      page.route === '/consultation' ? copy.consultation : `${fr.description} ${contactLine}`,
    ),
  );
  // A tool's pages as addresses: those listed here (a case study's route is no address; the not-found page is
  // not one to visit). A tool on every one of them is said to be on every page.
  const addressed = [...new Set(listed.filter((page) => page.slug === undefined).map((page) => page.route))];
  const toolEntries = Object.entries(tools).flatMap(([name, routes]) => {
    const shown = addressed.filter((route) => routes.includes(route));
    const first = shown[0];
    if (first === undefined) return [];
    const pagesText =
      shown.length === addressed.length
        ? both(copy.everyPage, llmsEn.everyPage)
        : shown.map((route) => `${url(route, 'fr')} (${copy.english}: ${url(route, 'en')})`).join(', ');
    const notes = copy.tool.replace('{{title}}', toolTitles[name] ?? name).replace('{{pages}}', pagesText);
    return [`- [${name}](${url(first, 'fr')}): ${notes}`];
  });
  const optional = [
    ...pageEntries('optional').map(({ page, fr, en }) =>
      entry(page.path, { fr: fr.title, en: en.title }, fr.description),
    ),
    `- [${both(copy.feeds, llmsEn.feeds)}](${url(journalFeedPath, 'fr')}): ${copy.feedsText} ${copy.english}: ${url(journalFeedPath, 'en')}`,
    `- [${both(copy.sitemap, llmsEn.sitemap)}](${origin}/sitemap.xml): ${copy.sitemapText}`,
  ];
  const home = listed.find((page) => page.route === '/');
  const summary = home === undefined ? site.agencyName : meta(home, 'fr').description;

  const section = (title: string, lines: readonly string[]) =>
    lines.length === 0 ? [] : [`## ${title}`, '', ...lines, ''];
  return [
    `# ${site.agencyName}`,
    '',
    `> ${summary}`,
    '',
    copy.intro,
    '',
    llmsEn.intro,
    '',
    ...section(both(copy.sections.offer, llmsEn.sections.offer), offer),
    ...section(both(copy.sections.pages, llmsEn.sections.pages), mainPages),
    ...section(both(copy.sections.projects, llmsEn.sections.projects), projectEntries),
    ...section(both(copy.sections.journal, llmsEn.sections.journal), articleEntries),
    ...section(both(copy.sections.engage, llmsEn.sections.engage), engage),
    ...section(both(copy.sections.tools, llmsEn.sections.tools), toolEntries),
    ...section(both(copy.sections.optional, llmsEn.sections.optional), optional),
  ].join('\n');
}
