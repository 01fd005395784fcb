import { Suspense, useEffect, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { StartProjectCta } from '../../components/StartProjectCta';
import { WorkPicture } from '../../components/WorkPicture';
import { articleBySlug, articlePath, journalTagPath, type ArticleMeta } from '../../content/journal';
import { projectBySlug, projectPath } from '../../content/portfolio';
import type { WorkImage } from '../../content/workImage';
import journalEn from '../../i18n/locales/journal/en';
import journalFr from '../../i18n/locales/journal/fr';
import { languageOfPath, normalizedPath, pathInLanguage } from '../../i18n/languagePaths';
import { resolveLanguage, type Language } from '../../i18n/languages';
import { usePageCopy } from '../../i18n/pageCopy';
import { showDocumentMetaLater } from '../../seo/useDocumentMeta';
import { ArticleFacts } from './ArticleFacts';
import { useArticleBody } from './useArticleBody';

const coverSizes = '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px, 100vw';
const relatedSizes = '(min-width: 992px) 300px, (min-width: 576px) 45vw, 100vw';

/** The body, rendered to HTML at build (scripts/content/articleFile.ts); its links to the site's pages stay in the app. */
function ArticleBodyHtml({ slug, language }: { slug: string; language: Language }) {
  const { html } = useArticleBody(slug, language);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const body = ref.current;
    if (body === null) return undefined;
    const follow = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      // Another language's page, an anchor, another site or a page with its own CSP (marked so at build): the
      // browser's own navigation.
      if (href == null || link?.hasAttribute('data-own-document') || !/^\/(?!\/)/.test(href)) return;
      if (languageOfPath(href) !== language) return;
      event.preventDefault();
      void navigate(pathInLanguage(href));
    };
    body.addEventListener('click', follow);
    return () => {
      body.removeEventListener('click', follow);
    };
  }, [language, navigate]);

  // The build's own rendering of the agency's Markdown: no HTML of the file's is let through (scripts/content/).
  return <div ref={ref} className="article__body" dangerouslySetInnerHTML={{ __html: html }} />;
}

function RelatedProjects({ slugs }: { slugs: readonly string[] }) {
  const { t } = useTranslation();
  const projects = slugs.flatMap((slug) => projectBySlug(slug) ?? []);
  if (projects.length === 0) return null;
  return (
    <section className="article__related" aria-labelledby="article-related">
      <h2 id="article-related">{t('journal.related')}</h2>
      <ul>
        {projects.map((project) => (
          <li key={project.slug}>
            <Link to={projectPath(project.slug)} className="related-project">
              <WorkPicture image={project.cover} alt="" sizes={relatedSizes} className="related-project__cover" />
              <span className="related-project__client">{project.client}</span>
              <span className="related-project__title">{t(`projects.items.${project.slug}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Keeps the head in step with the article: its words are in its chunk, not in the app's every page. */
function useArticleDocumentMeta(slug: string, meta: ArticleMeta, language: Language) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const page = { route: '/journal/:slug', path: articlePath(slug), slug } as const;
    return showDocumentMetaLater(i18n, page, language, true, meta);
  }, [slug, meta, language, i18n]);
}

/**
 * An article at `/journal/<slug>`: its header and cover from the journal's list, its body from its own chunk, then
 * the projects it relates to and the way to start a project (the footer's newsletter sign-up follows).
 */
export function ArticlePage() {
  usePageCopy('journal', { fr: journalFr, en: journalEn });
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage);
  const slug = normalizedPath(useLocation().pathname).split('/').pop() ?? '';
  const card = articleBySlug(slug);
  const meta = card?.[language];
  // The router offers an article only in the languages it is written in: this is a guard for the types.
  if (card === undefined || meta === undefined) return null;
  return <Article slug={slug} meta={meta} cover={card.cover} language={language} />;
}

function Article({
  slug,
  meta,
  cover,
  language,
}: {
  slug: string;
  meta: ArticleMeta;
  cover: WorkImage;
  language: Language;
}) {
  const { t } = useTranslation();
  useArticleDocumentMeta(slug, meta, language);
  return (
    <article className="page-intro section article" aria-labelledby="article-title">
      <div className="container">
        <header className="article__header">
          <Link className="article__back" to="/journal">
            <ArrowLeft aria-hidden="true" />
            {t('journal.backToList')}
          </Link>
          <ul className="article__tags" aria-label={t('journal.tagsLabel')}>
            {meta.tags.map((tag) => (
              <li key={tag.key}>
                <Link to={journalTagPath(tag.key)}>{tag.label}</Link>
              </li>
            ))}
          </ul>
          <h1 id="article-title">{meta.title}</h1>
          <p className="article__lead">{meta.description}</p>
          <p className="article__byline">{t('journal.byline', { name: meta.author.name, role: meta.author.role })}</p>
          <ArticleFacts meta={meta} withUpdate />
        </header>
        <WorkPicture image={cover} alt={meta.coverAlt} sizes={coverSizes} priority className="article__cover" />
        <Suspense fallback={<p className="article__loading">{t('journal.loading')}</p>}>
          <ArticleBodyHtml slug={slug} language={language} />
        </Suspense>
        <RelatedProjects slugs={meta.projects} />
        <StartProjectCta
          id="article-cta"
          className="article__cta"
          title={t('journal.ctaTitle')}
          text={t('journal.ctaText')}
          button={t('journal.ctaButton')}
        />
      </div>
    </article>
  );
}
