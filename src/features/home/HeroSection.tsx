import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FramedPhoto } from './FramedPhoto';
import { homePhotos } from '../../content/homePhotos';
import { services } from '../../content/services';

export function HeroSection() {
  const { t } = useTranslation();
  const crafts = services.map((service) => t(`expertise.items.${service}.title`)).join(' · ');

  return (
    <section className="hero page-intro" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
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
        <div className="hero__visual">
          {/* The hero's own motion (scss/_home.scss): a ring turning behind the photo, still under reduced motion. */}
          <span className="hero__ring" aria-hidden="true" />
          <FramedPhoto
            icon={Sparkles}
            image={homePhotos.hero}
            alt={t('hero.imageAlt')}
            sizes="(min-width: 1400px) 520px, (min-width: 992px) 40vw, calc(100vw - 1.5rem)"
            maxWidth={1280}
            priority
            className="hero__photo"
          />
        </div>
      </div>
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
