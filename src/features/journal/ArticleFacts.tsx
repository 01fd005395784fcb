import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ArticleMeta } from '../../content/article';

/** An article's date (and its update, on its page) and reading time, as its card and its header show them. */
export function ArticleFacts({ meta, withUpdate = false }: { meta: ArticleMeta; withUpdate?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="article-facts">
      <span>
        <time dateTime={meta.published}>{t('journal.published', { date: meta.publishedLabel })}</time>
      </span>
      {withUpdate && meta.updated !== meta.published && (
        <span>
          <time dateTime={meta.updated}>{t('journal.updated', { date: meta.updatedLabel })}</time>
        </span>
      )}
      <span>
        <Clock aria-hidden="true" />
        {t('journal.readingTime', { count: meta.readingMinutes })}
      </span>
    </p>
  );
}
