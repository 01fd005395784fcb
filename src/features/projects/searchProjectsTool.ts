import { site } from '../../config/site';
import { portfolio, projectPath, type ProjectCategory } from '../../content/portfolio';
import { localizedPath } from '../../i18n/languagePaths';
import type { ObjectSchema } from '../../lib/webmcp/toolInput';
import { readOnlyTool, type ToolContext } from '../../lib/webmcp/tools';
import { filterProjects, portfolioCategories, projectTexts } from './projectsFilter';

/** The longest search an agent may send: far beyond any title, and bounded all the same. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

interface SearchInput {
  readonly query?: string;
  readonly category?: ProjectCategory;
}

/**
 * `search_projects`: the projects page's own search (`filterProjects`), read-only, answering each match's title,
 * category, year, summary and case study address in the page's language.
 */
export function searchProjectsTool({ t, language, origin }: ToolContext) {
  const texts = projectTexts(t);
  const categories = portfolioCategories.map((id) => `${id} (${t(`projects.categories.${id}`)})`).join(', ');
  const inputSchema: ObjectSchema = {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: SEARCH_QUERY_MAX_LENGTH, description: t('agents.searchProjects.query') },
      category: {
        type: 'string',
        enum: portfolioCategories,
        description: t('agents.searchProjects.category', { categories }),
      },
    },
    additionalProperties: false,
  };
  return readOnlyTool<SearchInput>(
    {
      name: 'search_projects',
      title: t('agents.searchProjects.title'),
      description: t('agents.searchProjects.description', { agency: site.agencyName }),
      inputSchema,
      answer: ({ query = '', category }) => {
        const found = filterProjects(portfolio, texts, { search: query, category: category ?? 'all' });
        return {
          status: 'ok',
          count: found.length,
          projects: found.map((project) => ({
            title: texts[project.slug]?.title,
            category: project.category,
            categoryName: t(`projects.categories.${project.category}`),
            year: project.year,
            summary: texts[project.slug]?.description,
            url: new URL(localizedPath(projectPath(project.slug), language), origin).href,
          })),
        };
      },
    },
    t,
  );
}
