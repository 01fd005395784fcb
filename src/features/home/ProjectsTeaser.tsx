import {
  ArrowRight,
  Blocks,
  BrainCircuit,
  GraduationCap,
  HeartPulse,
  ShoppingBag,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Reveal } from '../../components/Reveal';
import { projectPath, teaserProjects, type ProjectCategory } from '../../content/portfolio';
import { FramedPhoto } from './FramedPhoto';
import { SectionHeading } from './SectionHeading';

const categoryIcons: Record<ProjectCategory, LucideIcon> = {
  fintech: Wallet,
  ecommerce: ShoppingBag,
  healthcare: HeartPulse,
  education: GraduationCap,
  ai: BrainCircuit,
  blockchain: Blocks,
};

export function ProjectsTeaser() {
  const { t } = useTranslation();
  return (
    <section className="section projects-teaser" aria-labelledby="projects-teaser-title">
      <div className="container">
        <SectionHeading
          id="projects-teaser-title"
          eyebrow={t('projectsTeaser.eyebrow')}
          title={t('projects.teaserTitle')}
          subtitle={t('projectsTeaser.subtitle')}
        />
        <ul className="row g-4 list-unstyled mb-0">
          {teaserProjects.map((project, index) => {
            const title = t(`projects.items.${project.slug}.title`);
            return (
              <li className="col-md-6 col-xl-3" key={project.id}>
                <Reveal step={index} className="h-100">
                  <article className="project-teaser">
                    <FramedPhoto
                      icon={categoryIcons[project.category]}
                      tone={project.category}
                      image={project.image}
                      alt={t('projectsTeaser.imageAlt', { title })}
                      sizes="(min-width: 1400px) 312px, (min-width: 1200px) 267px, (min-width: 768px) 50vw, 100vw"
                      maxWidth={960}
                    />
                    <div className="project-teaser__body">
                      <span className="project-teaser__category">{t(`projects.categories.${project.category}`)}</span>
                      <h3 className="project-teaser__title">
                        {/* Its area covers the card: the whole card leads to the case study. */}
                        <Link className="project-teaser__link" to={projectPath(project.slug)}>
                          {title}
                        </Link>
                      </h3>
                      <p>{t(`projects.items.${project.slug}.description`)}</p>
                    </div>
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
        <div className="projects-teaser__action">
          <Link className="btn btn-primary btn-lg" to="/projects">
            {t('projects.viewAll')}
            <ArrowRight aria-hidden="true" focusable="false" />
          </Link>
        </div>
      </div>
    </section>
  );
}
