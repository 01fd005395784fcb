import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WorkPicture } from '../../components/WorkPicture';
import { flagshipProject, projectPath } from '../../content/portfolio';
import { services } from '../../content/services';

/** The studio's flagship, full-bleed under the hero's words: the work, before anything said about it. */
function Flagship() {
  const { t } = useTranslation();
  const project = flagshipProject;
  const copy = (key: 'coverAlt' | 'title' | 'figure.value' | 'figure.label') =>
    t(`projects.items.${project.slug}.${key}`);
  return (
    <figure className="flagship" aria-labelledby="flagship-title">
      <WorkPicture image={project.cover} alt={copy('coverAlt')} sizes="100vw" priority className="flagship__picture" />
      <figcaption className="container flagship__caption">
        <p className="flagship__client">
          {t('hero.flagship')} · {project.client}
        </p>
        <p id="flagship-title" className="flagship__title">
          <Link to={projectPath(project.slug)}>
            {copy('title')}
            <ArrowRight aria-hidden="true" focusable="false" />
          </Link>
        </p>
        <p className="flagship__figure">
          <strong>{copy('figure.value')}</strong> <span>{copy('figure.label')}</span>
        </p>
      </figcaption>
    </figure>
  );
}

export function HeroSection() {
  const { t } = useTranslation();
  const crafts = services.map((service) => t(`expertise.items.${service}.title`)).join(' · ');

  return (
    <section className="hero page-intro" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__heading">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
        </div>
        <div className="hero__copy">
          <p className="hero__subtitle">{t('hero.subtitle')}</p>
          <div className="hero__actions">
            {/* A document of its own: only the consultation page's CSP allows the booking widget. */}
            <Link to="/consultation" reloadDocument className="btn btn-primary btn-lg">
              <span className="hero__label hero__label--get-started">{t('hero.getStarted')}</span>
              <ArrowRight aria-hidden="true" focusable="false" />
            </Link>
            <Link to="/projects" className="btn btn-outline-secondary btn-lg">
              <span className="hero__label hero__label--see-work">{t('hero.seeWork')}</span>
            </Link>
          </div>
        </div>
      </div>
      <Flagship />
      {/* The crafts, scrolling past as a band; twice, so the loop has no seam. Said once by the subtitle already. */}
      <div className="hero__band" aria-hidden="true">
        <p>
          <span>{crafts}</span>
          <span>{crafts}</span>
        </p>
      </div>
    </section>
  );
}
