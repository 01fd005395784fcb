import fc from 'fast-check';
import { portfolio, type Project, type ProjectCategory } from '../../../../src/content/portfolio';
import {
  filterProjects,
  isFiltered,
  portfolioCategories,
  searchKey,
  toCategoryFilter,
  type ProjectsFilter,
  type ProjectTexts,
  type ProjectTextsBySlug,
} from '../../../../src/features/projects/projectsFilter';
import { languages } from '../../../../src/i18n/languages';
import { projectTextsIn } from '../../../support/projectTexts';

const project = (id: string, category: ProjectCategory, client: string, tags: string[]): Project => ({
  id,
  slug: `project-${id}`,
  category,
  client,
  tags,
  cover: { base: `assets/work/project-${id}/cover.0123456789`, width: 1600, height: 1000, widths: [480, 800] },
  year: 2024,
});

const projects = [
  project('1', 'fintech', 'Banque Exemple', ['React', 'Node.js']),
  project('2', 'ecommerce', 'Maison Sauge', ['Vue.js']),
  project('3', 'ai', 'Halles Nouvelles', ['Python', 'React']),
];

const words = (texts: Partial<ProjectTexts> & Pick<ProjectTexts, 'title' | 'description'>): ProjectTexts => ({
  categoryName: '',
  sector: '',
  services: [],
  ...texts,
});

const texts: ProjectTextsBySlug = {
  'project-1': words({
    title: 'Mobile banking app',
    description: 'Invoices for freelancers.',
    categoryName: 'Fintech',
    sector: 'Financial services',
    services: ['Product strategy', 'Licensing support'],
  }),
  'project-2': words({
    title: 'Fashion Store',
    description: 'One-click checkout.',
    categoryName: 'E-commerce',
    sector: 'Mode et distribution',
    services: ['Audit e-commerce', 'Intégration logistique'],
  }),
  'project-3': words({
    title: 'Analytics Dashboard',
    description: 'Forecasts by machine learning.',
    categoryName: 'IA',
    sector: 'Food retail',
    services: ['Data science'],
  }),
  '4': words({ title: 'unused', description: 'unused' }),
};

function ids(filter: Partial<ProjectsFilter>, list: readonly Project[] = projects, byId = texts): string[] {
  return filterProjects(list, byId, { search: '', category: 'all', ...filter }).map(({ id }) => id);
}

describe('the projects filter', () => {
  it('shows every project with no search and every category', () => {
    expect(ids({})).toEqual(['1', '2', '3']);
  });

  it('ignores case, both in the search and in the texts', () => {
    expect(ids({ search: 'BANKING' })).toEqual(['1']);
    expect(ids({ search: 'mobile banking app' })).toEqual(['1']);
    expect(ids({ search: 'rEaCt' })).toEqual(['1', '3']);
  });

  it('matches a part of the title, the description or any tag', () => {
    expect(ids({ search: 'ashion sto' })).toEqual(['2']);
    expect(ids({ search: 'checkout' })).toEqual(['2']);
    expect(ids({ search: 'freelancers' })).toEqual(['1']);
    expect(ids({ search: 'vue' })).toEqual(['2']);
    expect(ids({ search: 'node.j' })).toEqual(['1']);
    expect(ids({ search: 'python' })).toEqual(['3']);
  });

  it('matches the category’s name, the client, the sector and each service', () => {
    expect(ids({ search: 'fintech' })).toEqual(['1']);
    expect(ids({ search: 'halles' })).toEqual(['3']);
    expect(ids({ search: 'banque exemple' })).toEqual(['1']);
    expect(ids({ search: 'food' })).toEqual(['3']);
    expect(ids({ search: 'financial services' })).toEqual(['1']);
    expect(ids({ search: 'licensing' })).toEqual(['1']);
    expect(ids({ search: 'logistique' })).toEqual(['2']);
  });

  it('ignores accents, hyphens, spaces and punctuation on both sides', () => {
    expect(ids({ search: 'ecommerce' })).toEqual(['2']);
    expect(ids({ search: 'E COMMERCE' })).toEqual(['2']);
    expect(ids({ search: 'integration' })).toEqual(['2']);
    expect(ids({ search: 'ÍNTÉGRATION LOGÍSTIQUE' })).toEqual(['2']);
    expect(ids({ search: 'nodejs' })).toEqual(['1']);
    expect(ids({ search: 'node js' })).toEqual(['1']);
    expect(ids({ search: 'one click' })).toEqual(['2']);
  });

  it('searches nothing else: not the year, nor a text spread over two words lists', () => {
    expect(ids({ search: '2024' })).toEqual([]);
    // The title's end and the description's start: each text is searched on its own.
    expect(ids({ search: 'app invoices' })).toEqual([]);
  });

  it('reads a search of only spaces or punctuation as no search text', () => {
    expect(ids({ search: ' - ' })).toEqual(['1', '2', '3']);
  });

  it('keeps the chosen category only', () => {
    expect(ids({ category: 'ai' })).toEqual(['3']);
    expect(ids({ category: 'healthcare' })).toEqual([]);
  });

  it('requires both the search and the category to match', () => {
    expect(ids({ search: 'react', category: 'ai' })).toEqual(['3']);
    expect(ids({ search: 'react', category: 'fintech' })).toEqual(['1']);
    expect(ids({ search: 'fashion', category: 'ai' })).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(ids({ search: 'no such project' })).toEqual([]);
  });
});

describe('searchKey', () => {
  it('keeps only letters and digits, without accents, in lower case', () => {
    expect(searchKey('E-commerce')).toBe('ecommerce');
    expect(searchKey('Santé')).toBe('sante');
    expect(searchKey('Accompagnement à l’agrément')).toBe('accompagnementalagrement');
    expect(searchKey('4,7/5\u202f%')).toBe('475');
    expect(searchKey('Ça coûte 120 M€')).toBe('cacoute120m');
  });

  it('gives the same key whatever the case, the accents or the separators', () => {
    const letters = fc.string({ unit: fc.constantFrom(...Array.from('aeiouc1AEIOUCéèêàçôïÉÀÇ')) });
    fc.assert(
      fc.property(letters, (text) => {
        const key = searchKey(text);
        expect(key).toMatch(/^[a-z0-9]*$/);
        expect(searchKey(key)).toBe(key);
        expect(searchKey(text.toUpperCase())).toBe(key);
        expect(searchKey(text.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(key);
        expect(searchKey(Array.from(text).join('-'))).toBe(key);
        expect(searchKey(` ${text} `)).toBe(key);
      }),
    );
  });
});

describe('the search of the real portfolio', () => {
  const inFrench = projectTextsIn('fr');
  const inEnglish = projectTextsIn('en');
  const real = (search: string, byId: ProjectTextsBySlug, category: ProjectsFilter['category'] = 'all') =>
    ids({ search, category }, portfolio, byId);

  it('searches the texts of the active language', () => {
    expect(real('analytique', inFrench)).toEqual(['5']);
    expect(real('analytique', inEnglish)).toEqual([]);
    expect(real('analytics', inEnglish)).toEqual(['5']);
    expect(real('analytics', inFrench)).toEqual([]);
    expect(real('santé', inFrench)).toEqual(['3']);
    expect(real('healthcare', inEnglish)).toEqual(['3']);
    expect(real('healthcare', inFrench)).toEqual([]);
  });

  it('finds the spec’s tags', () => {
    expect(real('react', inFrench)).toEqual(['1', '3', '5', '6']);
    expect(real('react', inFrench, 'blockchain')).toEqual(['6']);
  });

  it('finds a project by its category’s name, its client, its sector or a service, in either language', () => {
    for (const byId of [inFrench, inEnglish]) {
      expect(real('BLOCKCHAIN', byId)).toEqual(['6']);
      expect(real('kalma', byId)).toEqual(['1']);
      expect(real('ecommerce', byId)).toEqual(['2']);
      expect(real('lumen labs', byId)).toEqual(['6']);
    }
    expect(real('sante', inFrench)).toEqual(['3']);
    expect(real('finance decentralisee', inFrench)).toEqual(['6']);
    expect(real('decentralised finance', inEnglish)).toEqual(['6']);
    expect(real('formation des enseignants', inFrench)).toEqual(['4']);
    expect(real('teacher training', inEnglish)).toEqual(['4']);
    expect(real('teacher training', inFrench)).toEqual([]);
  });

  /** `text` as a visitor may type it: any letter in either case, with or without its accent, any separator. */
  const typedAs = (text: string) =>
    fc
      .tuple(
        ...Array.from(text).map((char) => {
          if (/[\s\-’']/.test(char)) return fc.constantFrom(' ', '-', '', '  ', '.');
          const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
          return fc.constantFrom(char, bare, char.toUpperCase(), bare.toUpperCase(), char.toLowerCase());
        }),
      )
      .map((chars) => chars.join(''));

  it('finds every project by its own client, its category and its sector, however typed', () => {
    const cases = languages.flatMap((language) =>
      portfolio.map((entry) => {
        const own = (language === 'fr' ? inFrench : inEnglish)[entry.slug];
        return { language, entry, words: [entry.client, own?.categoryName ?? '', own?.sector ?? ''] };
      }),
    );
    fc.assert(
      fc.property(
        fc
          .constantFrom(...cases)
          .chain(({ language, entry, words }) =>
            fc.constantFrom(...words).chain((word) => typedAs(word).map((typed) => ({ language, entry, typed }))),
          ),
        ({ language, entry, typed }) => {
          expect(real(typed, language === 'fr' ? inFrench : inEnglish)).toContain(entry.id);
        },
      ),
    );
  });
});

describe('categories', () => {
  it('offers the portfolio’s distinct categories in portfolio order', () => {
    expect(portfolioCategories).toEqual(['fintech', 'ecommerce', 'healthcare', 'education', 'ai', 'blockchain']);
  });

  it('falls back to all for anything that is not one of them', () => {
    expect(toCategoryFilter('ai')).toBe('ai');
    expect(toCategoryFilter('all')).toBe('all');
    expect(toCategoryFilter('AI')).toBe('all');
    expect(toCategoryFilter('space')).toBe('all');
    expect(toCategoryFilter('')).toBe('all');
    expect(toCategoryFilter(null)).toBe('all');
  });

  it('says whether any filter is set', () => {
    expect(isFiltered({ search: '', category: 'all' })).toBe(false);
    expect(isFiltered({ search: 'a', category: 'all' })).toBe(true);
    expect(isFiltered({ search: '', category: 'ai' })).toBe(true);
  });
});
