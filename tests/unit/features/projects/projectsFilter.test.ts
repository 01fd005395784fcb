import { portfolio, type Project, type ProjectCategory } from '../../../../src/content/portfolio';
import englishCards from '../../../../src/content/projectCopy.en.data';
import frenchCards from '../../../../src/content/projectCopy.fr.data';
import {
  filterProjects,
  isFiltered,
  portfolioCategories,
  toCategoryFilter,
  type ProjectsFilter,
  type ProjectTextsBySlug,
} from '../../../../src/features/projects/projectsFilter';

const project = (id: string, category: ProjectCategory, tags: string[]): Project => ({
  id,
  slug: `project-${id}`,
  category,
  tags,
  image: { id: `photo-${id}`, width: 1200, height: 800 },
  year: 2024,
});

const projects = [
  project('1', 'fintech', ['React', 'Node.js']),
  project('2', 'ecommerce', ['Vue.js']),
  project('3', 'ai', ['Python', 'React']),
];

const texts: ProjectTextsBySlug = {
  'project-1': { title: 'Mobile banking app', description: 'Invoices for freelancers.' },
  'project-2': { title: 'Fashion Store', description: 'One-click checkout.' },
  'project-3': { title: 'Analytics Dashboard', description: 'Forecasts by machine learning.' },
  '4': { title: 'unused', description: 'unused' },
  '5': { title: 'unused', description: 'unused' },
  '6': { title: 'unused', description: 'unused' },
};

function ids(filter: Partial<ProjectsFilter>, list = projects, byId = texts): string[] {
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

  it('matches a substring of the title', () => {
    expect(ids({ search: 'ashion sto' })).toEqual(['2']);
  });

  it('matches a substring of the description', () => {
    expect(ids({ search: 'checkout' })).toEqual(['2']);
    expect(ids({ search: 'freelancers' })).toEqual(['1']);
  });

  it('matches a substring of any tag', () => {
    expect(ids({ search: 'vue' })).toEqual(['2']);
    expect(ids({ search: 'node.j' })).toEqual(['1']);
    expect(ids({ search: 'python' })).toEqual(['3']);
  });

  it('searches nothing else: not the category, nor the year', () => {
    expect(ids({ search: 'fintech' })).toEqual([]);
    expect(ids({ search: '2024' })).toEqual([]);
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

  it('searches the titles and descriptions of the active language', () => {
    const inFrench = frenchCards;
    const inEnglish = englishCards;
    expect(ids({ search: 'analytique' }, [...portfolio], inFrench)).toEqual(['5']);
    expect(ids({ search: 'analytique' }, [...portfolio], inEnglish)).toEqual([]);
    expect(ids({ search: 'analytics' }, [...portfolio], inEnglish)).toEqual(['5']);
    expect(ids({ search: 'analytics' }, [...portfolio], inFrench)).toEqual([]);
    expect(ids({ search: 'santé' }, [...portfolio], inFrench)).toEqual(['3']);
  });

  it('finds the spec’s tags in the real portfolio', () => {
    expect(ids({ search: 'react' }, [...portfolio], frenchCards)).toEqual(['1', '3', '5', '6']);
    expect(ids({ search: 'react', category: 'blockchain' }, [...portfolio], frenchCards)).toEqual(['6']);
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
