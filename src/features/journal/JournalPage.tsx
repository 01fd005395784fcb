import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { WorkPicture } from '../../components/WorkPicture';
import { articlePath, articlesIn, journalFeedPath, journalTagPath } from '../../content/journal';
import journalEn from '../../i18n/locales/journal/en';
import journalFr from '../../i18n/locales/journal/fr';
import { localizedPath } from '../../i18n/languagePaths';
import { resolveLanguage } from '../../i18n/languages';
import { usePageCopy } from '../../i18n/pageCopy';
import { useHydrated } from '../../lib/useHydrated';
import { ArticleFacts } from './ArticleFacts';

const coverSizes = '(min-width: 1200px) 370px, (min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw';
const leadCoverSizes = '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px, 100vw';

/**
 * `/journal`: the articles in the page's language, newest first, the newest one large; filtered by a topic kept in
 * the address (`?tag=`), so a filtered list can be shared and Back returns to it.
 */
export function JournalPage() {
  usePageCopy('journal', { fr: journalFr, en: journalEn });
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage);
  const [params] = useSearchParams();
  // The prerendered page is the whole list: the address's topic applies once hydrated, as it renders the same.
  const hydrated = useHydrated();
  const all = articlesIn(language);
  const tags = [...new Map(all.flatMap(({ meta }) => meta.tags).map((tag) => [tag.key, tag] as const)).values()].sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
  const asked = hydrated ? params.get('tag') : null;
  const chosen = tags.find((tag) => tag.key === asked);
  const shown = chosen === undefined ? all : all.filter(({ meta }) => meta.tags.some((tag) => tag.key === chosen.key));

  return (
    <section className="page-intro section journal" aria-labelledby="journal-title">
      <div className="container">
        <header className="journal__header">
          <p className="section-eyebrow">{t('journal.eyebrow')}</p>
          <h1 id="journal-title">{t('journal.title')}</h1>
          <p className="journal__lead">{t('journal.lead')}</p>
          <a className="journal__feed" href={localizedPath(journalFeedPath, language)} type="application/atom+xml">
            <Rss aria-hidden="true" />
            {t('journal.feed')}
          </a>
        </header>
        <nav className="journal__tags" aria-label={t('journal.filterLabel')}>
          <ul>
            <li>
              <Link to="/journal" aria-current={chosen === undefined ? 'true' : undefined}>
                {t('journal.allTags')}
              </Link>
            </li>
            {tags.map((tag) => (
              <li key={tag.key}>
                <Link to={journalTagPath(tag.key)} aria-current={chosen?.key === tag.key ? 'true' : undefined}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="journal__count" role="status">
          {asked !== null && chosen === undefined
            ? t('journal.unknownTag')
            : chosen === undefined
              ? t('journal.count', { count: shown.length })
              : t('journal.countTagged', { count: shown.length, tag: chosen.label })}
        </p>
        <ol className="journal__list">
          {shown.map(({ card, meta }, index) => (
            <li key={card.slug} className={index === 0 ? 'journal__item journal__item--lead' : 'journal__item'}>
              <article className="article-card" aria-labelledby={`article-${card.slug}`}>
                <WorkPicture
                  image={card.cover}
                  alt={meta.coverAlt}
                  sizes={index === 0 ? leadCoverSizes : coverSizes}
                  priority={index === 0}
                  className="article-card__cover"
                />
                <div className="article-card__body">
                  <ArticleFacts meta={meta} />
                  <h2 id={`article-${card.slug}`} className="article-card__title">
                    <Link to={articlePath(card.slug)}>{meta.title}</Link>
                  </h2>
                  <p className="article-card__description">{meta.description}</p>
                  <ul className="article-card__tags" aria-label={t('journal.tagsLabel')}>
                    {meta.tags.map((tag) => (
                      <li key={tag.key}>{tag.label}</li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
