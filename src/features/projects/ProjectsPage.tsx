import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useInjectedSlice } from '../../app/hooks';
import { ProjectCard } from './ProjectCard';
import { ProjectsEmpty } from './ProjectsEmpty';
import { ProjectsFilter } from './ProjectsFilter';
import { projectsSlice, selectIsFiltered, selectVisibleProjects } from './projectsSlice';
import { useFilterInUrl } from './useFilterInUrl';
import { useProjectTexts } from './useProjectTexts';
import { useScrollToLinkedProject } from './useScrollToLinkedProject';

export function ProjectsPage() {
  useInjectedSlice(projectsSlice);
  const { t } = useTranslation();
  const texts = useProjectTexts();
  const projects = useAppSelector((state) => selectVisibleProjects(state, texts));
  const filtered = useAppSelector(selectIsFiltered);
  const filter = useFilterInUrl();
  const searchRef = useRef<HTMLInputElement>(null);
  useScrollToLinkedProject(projects.length);

  // The button that was pressed disappears with the filters: the focus goes back to the search box.
  const clearFilters = () => {
    filter.clear();
    searchRef.current?.focus();
  };

  return (
    <section className="page-intro section projects-page">
      <div className="container">
        <header className="section-heading">
          <span className="eyebrow">{t('projects.eyebrow')}</span>
          <h1>{t('projects.title')}</h1>
          <p>{t('projects.subtitle')}</p>
        </header>
        <ProjectsFilter
          search={filter.search}
          category={filter.category}
          onSearchChange={filter.changeSearch}
          onCategoryChange={filter.chooseCategory}
          searchRef={searchRef}
        />
        <div className="projects-summary">
          <p className="projects-summary__count" role="status">
            {t('projects.resultCount', { count: projects.length })}
          </p>
          {filtered && projects.length > 0 && (
            <button type="button" className="btn btn-link projects-summary__clear" onClick={clearFilters}>
              {t('projects.clearFilters')}
            </button>
          )}
        </div>
        {projects.length > 0 ? (
          <ul className="projects-grid">
            {projects.map((project, index) => (
              <li key={project.id}>
                {/* The first photo is the largest thing on the first screen, at every width. */}
                <ProjectCard project={project} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <ProjectsEmpty onClear={clearFilters} />
        )}
      </div>
    </section>
  );
}
