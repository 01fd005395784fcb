import { ArrowRight, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { projectPath, type Project } from '../../content/portfolio';
import { WorkPicture } from '../../components/WorkPicture';
import { CategoryBadge } from './CategoryBadge';
import { projectAnchor } from './projectAnchor';
import { TagList } from './TagList';

const cardPhotoSizes = '(min-width: 1200px) 370px, (min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw';

/** `priority`: the card is on the first screen (the grid's first), its photo is loaded at once. */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const { t } = useTranslation();
  const anchor = projectAnchor(project);
  const title = t(`projects.items.${project.slug}.title`);

  return (
    // Focusable by script only: a link to `/projects#project-N` moves the focus here.
    <article id={anchor} className="project-card" tabIndex={-1} aria-labelledby={`${anchor}-title`}>
      <WorkPicture
        image={project.cover}
        alt={t(`projects.items.${project.slug}.coverAlt`)}
        sizes={cardPhotoSizes}
        priority={priority}
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
        <p className="project-card__client">{project.client}</p>
        <h2 id={`${anchor}-title`} className="project-card__title">
          {title}
        </h2>
        <p className="project-card__figure">
          <strong>{t(`projects.items.${project.slug}.figure.value`)}</strong>{' '}
          <span>{t(`projects.items.${project.slug}.figure.label`)}</span>
        </p>
        <p className="project-card__description">{t(`projects.items.${project.slug}.description`)}</p>
        <TagList tags={project.tags} label={t('projects.tags')} />
        {/* The whole card answers a press (the link's area covers it); the list's filters stay in its address for Back. */}
        <Link
          className="btn btn-outline-primary project-card__open"
          to={projectPath(project.slug)}
          aria-label={t('projects.viewProjectName', { title })}
        >
          {t('projects.viewProject')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
