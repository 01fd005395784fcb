import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WorkPicture } from '../../components/WorkPicture';
import { Reveal } from '../../components/Reveal';
import { projectPath, teaserProjects } from '../../content/portfolio';

/** The four recent case studies as whole cards on the container's grid, the list of all projects beside them. */
export function ProjectsTeaser() {
  const { t } = useTranslation();
  return (
    <section className="section projects-teaser" aria-labelledby="projects-teaser-title">
      <div className="container projects-teaser__head">
        <div className="section-heading">
          <p className="eyebrow">{t('projectsTeaser.eyebrow')}</p>
          <h2 id="projects-teaser-title">{t('projects.teaserTitle')}</h2>
          <p className="section-heading__lead">{t('projectsTeaser.subtitle')}</p>
        </div>
        <Link className="arrow-link" to="/projects">
          {t('projects.viewAll')}
          <ArrowRight aria-hidden="true" focusable="false" />
        </Link>
      </div>
      <ul className="container strip">
        {teaserProjects.map((project, index) => {
          const title = t(`projects.items.${project.slug}.title`);
          return (
            <li key={project.id}>
              <Reveal step={index} className="strip__card">
                <WorkPicture
                  image={project.cover}
                  alt={t(`projects.items.${project.slug}.coverAlt`)}
                  sizes="(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 216px, (min-width: 768px) 336px, calc(100vw - 2.5rem)"
                  className="strip__picture"
                />
                <p className="strip__category">
                  {project.client} · {t(`projects.categories.${project.category}`)}
                </p>
                <h3>
                  {/* Its area covers the card: the whole card leads to the case study. */}
                  <Link className="strip__link" to={projectPath(project.slug)}>
                    {title}
                  </Link>
                </h3>
                <p>{t(`projects.items.${project.slug}.description`)}</p>
              </Reveal>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
