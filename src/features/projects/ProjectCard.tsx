import { ArrowRight, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { Project } from '../../content/portfolio';
import { CategoryBadge } from './CategoryBadge';
import { projectAnchor } from './projectAnchor';
import { ProjectArt } from './ProjectArt';
import { projectDialogOpened } from './projectsSlice';
import { TagList } from './TagList';

const cardPhotoSizes = '(min-width: 1200px) 370px, (min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw';

/** `priority`: the card is on the first screen (the grid's first), its photo is loaded at once. */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const anchor = projectAnchor(project);
  const title = t(`projects.items.${project.id}.title`);

  return (
    // Focusable by script only: a link to `/projects#project-N` moves the focus here.
    <article id={anchor} className="project-card" tabIndex={-1} aria-labelledby={`${anchor}-title`}>
      <ProjectArt
        project={project}
        alt={t('projects.imageAlt', { title })}
        sizes={cardPhotoSizes}
        priority={priority}
        maxWidth={960}
        className="project-card__art"
      />
      <div className="project-card__body">
        <div className="project-card__meta">
          <CategoryBadge category={project.category} />
          <span className="project-card__year">
            <CalendarDays aria-hidden="true" />
            <span className="visually-hidden">{t('projects.year')}</span>
            <time dateTime={String(project.year)}>{project.year}</time>
          </span>
        </div>
        <h2 id={`${anchor}-title`} className="project-card__title">
          {title}
        </h2>
        <p className="project-card__description">{t(`projects.items.${project.id}.description`)}</p>
        <TagList tags={project.tags} label={t('projects.tags')} />
        <button
          type="button"
          className="btn btn-outline-primary project-card__open"
          aria-label={t('projects.viewProjectName', { title })}
          onClick={() => dispatch(projectDialogOpened(project.id))}
        >
          {t('projects.viewProject')}
          <ArrowRight aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
