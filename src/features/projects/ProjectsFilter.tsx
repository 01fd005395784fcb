import { useId, type Ref } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { portfolioCategories, type CategoryFilter } from './projectsFilter';

export interface ProjectsFilterProps {
  search: string;
  category: CategoryFilter;
  onSearchChange: (value: string) => void;
  onCategoryChange: (value: string) => void;
  searchRef: Ref<HTMLInputElement>;
}

/**
 * A real GET form on `/projects` with the URL's parameter names: before the JavaScript runs, submitting it
 * still leads to the filtered address, which the page applies once it starts.
 */
export function ProjectsFilter({ search, category, onSearchChange, onCategoryChange, searchRef }: ProjectsFilterProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const categoryId = useId();

  return (
    <form
      className="projects-filter"
      role="search"
      aria-label={t('projects.filtersLabel')}
      action="/projects"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="projects-filter__field projects-filter__field--search">
        <label className="form-label" htmlFor={searchId}>
          {t('projects.searchLabel')}
        </label>
        <div className="projects-filter__search">
          <Search aria-hidden="true" />
          <input
            ref={searchRef}
            id={searchId}
            className="form-control"
            type="search"
            name="q"
            autoComplete="off"
            placeholder={t('projects.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
            }}
          />
        </div>
      </div>
      <div className="projects-filter__field">
        <label className="form-label" htmlFor={categoryId}>
          {t('projects.categoryLabel')}
        </label>
        <div className="projects-filter__select">
          <select
            id={categoryId}
            className="form-select"
            name="category"
            value={category}
            onChange={(event) => {
              onCategoryChange(event.target.value);
            }}
          >
            <option value="all">{t('projects.all')}</option>
            {portfolioCategories.map((id) => (
              <option key={id} value={id}>
                {t(`projects.categories.${id}`)}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" />
        </div>
      </div>
    </form>
  );
}
