import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pagesIn } from '../../../src/app/routes';
import { sitePages } from '../../../src/app/sitePages';
import { caseStudyOf, readProjects } from '../../../scripts/content/projects';
import type { Block, CaseStudyText, Inline } from '../../../src/content/caseStudy';
import { readSiteConfig } from '../../../src/config/siteConfig';
import { fallbackEmailHref } from '../../../src/features/consultation/fallbackEmail';
import { createStaticI18n } from '../../../src/i18n/staticI18n';
import { languages } from '../../../src/i18n/languages';
import { pageMeta } from '../../../src/seo/pageMeta';
import { fullDictionaries } from '../../support/fullDictionaries';
import { dictionaryLeaves } from '../../support/dictionaryLeaves';
import {
  breakableBeforeSign,
  dollarFaults,
  englishTitleCaseFaults,
  englishTypographyFaults,
  headingOrButtonKey,
  frenchTypographyFaults,
  typographyFaults,
} from '../../support/typography';

// The main dictionaries and the copy pages bring with them (usePageCopy).
const dictionaries = fullDictionaries;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');

/** Each key's faults, so a failure names the string to fix. */
function faultsByKey(entries: Iterable<[string, string]>, check: (text: string) => string[]): string[] {
  return [...entries].flatMap(([key, text]) => check(text).map((fault) => `${key}: ${fault}`));
}

describe('the typography rules', () => {
  it('want a narrow no-break space before ? ! ;, a no-break space before : and inside « », and one-character ellipses in French', () => {
    expect(frenchTypographyFaults('Un projet en tête\u202f? Parlons-en\u00a0: «\u00a0Oui\u00a0»\u202f!?')).toEqual([]);
    expect(frenchTypographyFaults('De 9:00 à 18:00, sur https://example.com')).toEqual([]);
    expect(frenchTypographyFaults('Un projet en tête ?')).toHaveLength(1);
    expect(frenchTypographyFaults('Un projet en tête\u00a0?')).toHaveLength(1);
    expect(frenchTypographyFaults('Merci!')).toHaveLength(1);
    expect(frenchTypographyFaults('Statut : 404')).toHaveLength(1);
    expect(frenchTypographyFaults('Statut\u202f: 404')).toHaveLength(1);
    expect(frenchTypographyFaults('choisissez « Toutes »')).toHaveLength(2);
    expect(frenchTypographyFaults('Envoi en cours...')).toHaveLength(1);
  });

  it('want no space before punctuation in English, and one-character ellipses there too', () => {
    expect(englishTypographyFaults('Have a project in mind? Status: sent; done!')).toEqual([]);
    expect(englishTypographyFaults('Sending…')).toEqual([]);
    expect(englishTypographyFaults('Sending...')).toHaveLength(1);
    expect(englishTypographyFaults('Search projects...')).toHaveLength(1);
    expect(englishTypographyFaults('Have a project in mind ?')).toHaveLength(1);
    expect(englishTypographyFaults('Status\u00a0: sent')).toHaveLength(1);
    expect(englishTypographyFaults('Loading...')).toHaveLength(1);
  });

  it('find where a line may break before a sign: after an ordinary space only', () => {
    expect(breakableBeforeSign('Un projet en tête\u202f? Parlons-en\u00a0: «\u00a0oui\u00a0»')).toEqual([]);
    expect(breakableBeforeSign('en tête ? Parlons-en\n: oui »')).toHaveLength(3);
  });
});

describe('the voice rules', () => {
  it('want sentence case in English headings and buttons, names aside', () => {
    expect(englishTitleCaseFaults('Send us a message')).toEqual([]);
    expect(englishTitleCaseFaults('AI-Powered dashboards by Studio Nova')).toEqual([]);
    expect(englishTitleCaseFaults('{{name}} on {{network}}')).toEqual([]);
    expect(englishTitleCaseFaults('Send Us a Message')).toHaveLength(2);
    expect(englishTitleCaseFaults('Get Started')).toHaveLength(1);
  });

  it('want euros, never dollars', () => {
    expect(dollarFaults('From €10,000 to €50,000')).toEqual([]);
    expect(dollarFaults('Under $10,000')).toHaveLength(1);
  });
});

describe('every string of both dictionaries', () => {
  it('is in sentence case where English writes a heading or a button', () => {
    const headings = [...dictionaryLeaves(dictionaries.en)].filter(([key]) => headingOrButtonKey.test(key));
    expect(headings.length).toBeGreaterThan(60);
    expect(faultsByKey(headings, englishTitleCaseFaults)).toEqual([]);
  });

  it('quotes prices in euros, in both languages', () => {
    for (const language of languages)
      expect(faultsByKey(dictionaryLeaves(dictionaries[language]), dollarFaults)).toEqual([]);
  });

  for (const language of languages) {
    it(`follows ${language === 'fr' ? 'French' : 'English'} typography (${language})`, () => {
      expect(faultsByKey(dictionaryLeaves(dictionaries[language]), typographyFaults[language])).toEqual([]);
    });

    it(`still does once i18next fills in its variables (${language})`, () => {
      const i18n = createStaticI18n(language, dictionaries);
      const filled = [...dictionaryLeaves(dictionaries[language])]
        .filter(([, template]) => placeholders(template).length > 0)
        .map(([key, template]): [string, string] => {
          const values = Object.fromEntries(placeholders(template).map((name) => [name, `${name} value`]));
          return [key, i18n.services.interpolator.interpolate(template, values, language, {})];
        });
      expect(filled.length).toBeGreaterThan(10);
      expect(faultsByKey(filled, typographyFaults[language])).toEqual([]);
    });
  }
});

describe('French text put together outside the dictionaries', () => {
  const site = readSiteConfig({});
  const t = createStaticI18n('fr', dictionaries).t;

  it('titles, descriptions and link-preview text of every page', () => {
    const metas = pagesIn(sitePages, 'fr').map((page): [string, string][] => {
      const meta = pageMeta(page, 'fr', t, site);
      return [
        [`${page.path} title`, meta.title],
        [`${page.path} description`, meta.description],
        [`${page.path} image alt`, meta.image.alt],
      ];
    });
    expect(faultsByKey(metas.flat(), frenchTypographyFaults)).toEqual([]);
  });

  it('the e-mail a visitor sends from their own mail client when the relay is out of reach', () => {
    const href = fallbackEmailHref(
      { projectType: 'mobileApp', budget: 'medium', timeline: 'threeMonths', requirements: '' },
      { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier Martin', phone: '+33 1 23 45 67 89' },
      'f3a9c2d1-0000-4000-8000-000000000000',
      t,
    );
    const mail = new URL(href).searchParams;
    const body = (mail.get('body') ?? '').split('\r\n');
    const lines: [string, string][] = [
      ['subject', mail.get('subject') ?? ''],
      ...body.map((line, index): [string, string] => [`body line ${String(index + 1)}`, line]),
    ];
    expect(lines.length).toBeGreaterThan(5);
    expect(faultsByKey(lines, frenchTypographyFaults)).toEqual([]);
  });

  it('the name and description of the installed app', () => {
    const manifest = JSON.parse(readFileSync(path.resolve('manifest.json'), 'utf8')) as Record<string, string>;
    expect(manifest.lang).toBe('fr');
    const texts: [string, string][] = [
      ['name', manifest.name ?? ''],
      ['description', manifest.description ?? ''],
    ];
    expect(faultsByKey(texts, frenchTypographyFaults)).toEqual([]);
  });
});

/** Every text of a case study in one language, as its page shows it, each named by where it is. */
function caseStudyTexts(slug: string, text: CaseStudyText): [string, string][] {
  const inline = (parts: readonly Inline[]): string =>
    parts.map((part) => (typeof part === 'string' ? part : inline(part.children))).join('');
  const blocks = (section: string, content: readonly Block[]): [string, string][] =>
    content.flatMap((block, index): [string, string][] =>
      block.type === 'paragraph'
        ? [[`${slug} ${section} ${String(index)}`, inline(block.children)]]
        : block.items.map((item, itemIndex) => [
            `${slug} ${section} ${String(index)}.${String(itemIndex)}`,
            inline(item),
          ]),
    );
  return [
    [`${slug} sector`, text.sector],
    ...text.services.map((service, index): [string, string] => [`${slug} service ${String(index)}`, service]),
    ...blocks('challenge', text.challenge),
    ...blocks('approach', text.approach),
    ...blocks('results', text.results),
    ...text.figures.flatMap((figure, index): [string, string][] => [
      [`${slug} figure ${String(index)}`, `${figure.value} ${figure.label}`],
    ]),
    ...(text.quote ? ([[`${slug} quote`, `${text.quote.text} ${text.quote.role}`]] as [string, string][]) : []),
  ];
}

describe('the case studies, as the build gives them to their pages (content/projects/)', () => {
  const projects = readProjects();

  for (const language of languages) {
    it(`follow ${language === 'fr' ? 'French' : 'English'} typography, cards included (${language})`, () => {
      const texts = projects.flatMap((project): [string, string][] => [
        [`${project.card.slug} title`, project.copy[language].title],
        [`${project.card.slug} summary`, project.copy[language].description],
        ...caseStudyTexts(project.card.slug, caseStudyOf(project)[language]),
      ]);
      expect(texts.length).toBeGreaterThan(60);
      expect(faultsByKey(texts, typographyFaults[language])).toEqual([]);
    });
  }

  it('set French spacing where the file has ordinary spaces, or none', () => {
    const kalma = projects.find((project) => project.card.slug === 'kalma');
    if (kalma === undefined) throw new Error('content/projects/kalma.md is gone');
    expect(kalma.copy.fr.description).toContain('indépendants\u00a0: ouverture');
    expect(caseStudyOf(kalma).fr.figures[1]?.value).toBe('38\u202f000');
  });
});
