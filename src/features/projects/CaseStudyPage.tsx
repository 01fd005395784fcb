import { Suspense } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { normalizedPath } from '../../i18n/languagePaths';
import { portfolio, projectPath, type Project } from '../../content/portfolio';
import caseStudyEn from '../../i18n/locales/caseStudy/en';
import caseStudyFr from '../../i18n/locales/caseStudy/fr';
import { resolveLanguage } from '../../i18n/languages';
import { usePageCopy } from '../../i18n/pageCopy';
import { StartProjectCta } from '../../components/StartProjectCta';
import { WorkPicture } from '../../components/WorkPicture';
import { CategoryBadge } from './CategoryBadge';
import { RichText } from './RichText';
import { TagList } from './TagList';
import { useCaseStudy } from './useCaseStudy';

const coverSizes = '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px, 100vw';
/** The frames break out of the text's column up to the container's width (scss/_projects.scss). */
const leadFrameSizes = '(min-width: 1340px) 1296px, calc(100vw - 2.5rem)';
const frameSizes = '(min-width: 1340px) 638px, (min-width: 768px) calc(50vw - 1.9rem), calc(100vw - 2.5rem)';

/** What the case study's file says beyond the card: facts, the three sections, figures and the quote. */
function CaseStudyBody({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  const study = useCaseStudy(project.slug);
  const language = resolveLanguage(i18n.resolvedLanguage);
  const text = study[language];
  return (
    <>
      <dl className="case-study__facts" aria-label={t('caseStudy.factsLabel')}>
        <div>
          <dt>{t('caseStudy.client')}</dt>
          <dd>{study.client}</dd>
        </div>
        <div>
          <dt>{t('caseStudy.sector')}</dt>
          <dd>{text.sector}</dd>
        </div>
        <div>
          <dt>{t('caseStudy.year')}</dt>
          <dd>
            <time dateTime={String(project.year)}>{project.year}</time>
          </dd>
        </div>
        <div>
          <dt>{t('caseStudy.services')}</dt>
          <dd>{text.services.join(', ')}</dd>
        </div>
        <div className="case-study__tags">
          <dt>{t('caseStudy.technologies')}</dt>
          <dd>
            <TagList tags={project.tags} />
          </dd>
        </div>
      </dl>
      <section className="case-study__section" aria-labelledby="case-study-challenge">
        <h2 id="case-study-challenge">{t('caseStudy.challenge')}</h2>
        <RichText blocks={text.challenge} />
      </section>
      <section className="case-study__section" aria-labelledby="case-study-approach">
        <h2 id="case-study-approach">{t('caseStudy.approach')}</h2>
        <RichText blocks={text.approach} />
      </section>
      <section className="case-study__section case-study__gallery" aria-labelledby="case-study-gallery">
        <h2 id="case-study-gallery">{t('caseStudy.gallery')}</h2>
        <ul className="case-study__frames">
          {study.gallery.map(({ image, alt }, index) => (
            <li key={image.base}>
              <WorkPicture
                image={image}
                alt={alt[language]}
                sizes={index === 0 ? leadFrameSizes : frameSizes}
                className="case-study__frame"
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="case-study__section" aria-labelledby="case-study-results">
        <h2 id="case-study-results">{t('caseStudy.results')}</h2>
        <ul className="case-study__figures" aria-label={t('caseStudy.figuresLabel')}>
          {text.figures.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong> <span>{figure.label}</span>
            </li>
          ))}
        </ul>
        <RichText blocks={text.results} />
      </section>
      {text.quote !== undefined && (
        <figure className="case-study__quote">
          <blockquote>
            <p>{t('caseStudy.quote', { text: text.quote.text })}</p>
          </blockquote>
          <figcaption>{t('caseStudy.quoteAuthor', { author: text.quote.author, role: text.quote.role })}</figcaption>
        </figure>
      )}
    </>
  );
}

/**
 * A project's case study at `/projects/<slug>`: the card's words and cover at once, the rest from the project's own
 * chunk, then the next project and the way to start one.
 */
export function CaseStudyPage() {
  const { t } = useTranslation();
  usePageCopy('caseStudy', { fr: caseStudyFr, en: caseStudyEn });
  const slug = normalizedPath(useLocation().pathname).split('/').pop() ?? '';
  const index = Math.max(
    0,
    portfolio.findIndex((candidate) => candidate.slug === slug),
  );
  const project = portfolio[index];
  const next = portfolio[(index + 1) % portfolio.length];
  if (project === undefined || next === undefined) return null;
  const title = t(`projects.items.${project.slug}.title`);
  const nextTitle = t(`projects.items.${next.slug}.title`);

  return (
    <article className="page-intro section case-study" aria-labelledby="case-study-title">
      <div className="container">
        <header className="case-study__header">
          <Link className="case-study__back" to="/projects">
            <ArrowLeft aria-hidden="true" />
            {t('caseStudy.backToList')}
          </Link>
          <div className="case-study__meta">
            <CategoryBadge category={project.category} />
          </div>
          <h1 id="case-study-title">{title}</h1>
          <p className="case-study__lead">{t(`projects.items.${project.slug}.description`)}</p>
        </header>
        <WorkPicture
          image={project.cover}
          alt={t(`projects.items.${project.slug}.coverAlt`)}
          sizes={coverSizes}
          priority
          className="case-study__cover"
        />
        <div className="case-study__body">
          <Suspense fallback={<p className="case-study__loading">{t('caseStudy.loading')}</p>}>
            <CaseStudyBody project={project} />
          </Suspense>
        </div>
        <nav className="case-study__next" aria-labelledby="case-study-next">
          <h2 id="case-study-next">{t('caseStudy.next')}</h2>
          <Link to={projectPath(next.slug)}>
            {nextTitle}
            <ArrowRight aria-hidden="true" />
          </Link>
        </nav>
        <StartProjectCta
          id="case-study-cta"
          className="case-study__cta"
          title={t('caseStudy.ctaTitle')}
          text={t('caseStudy.ctaText')}
          button={t('caseStudy.ctaButton')}
        />
      </div>
    </article>
  );
}
