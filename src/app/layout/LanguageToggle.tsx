import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localizedPath } from '../../i18n/languagePaths';
import { rememberLanguage } from '../../i18n/storedLanguage';
import { otherLanguage, resolveLanguage } from '../../i18n/languages';
import { noSubscription } from '../../lib/noSubscription';
import { existsIn } from '../routes';
import { pageOf } from '../sitePages';

/**
 * A link to the same page in the other language (its filters and hash kept; the journal, for an article not written
 * in it), shown as that language's label; its accessible name starts with that label and says what it does.
 */
export function LanguageToggle({ className = 'btn btn-outline-primary' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  // Relative to the router's base: the same place in either language.
  const { pathname, search, hash } = useLocation();
  // The prerendered page knows no query or hash: they join the link once hydrated, as other address state does.
  const rest = useSyncExternalStore(
    noSubscription,
    () => `${search}${hash}`,
    () => '',
  );
  const language = resolveLanguage(i18n.resolvedLanguage);
  const next = otherLanguage(language);
  // An article written in this language only: the other language's journal, rather than its not-found page.
  const target = existsIn(pageOf(pathname, language), next)
    ? `${localizedPath(pathname, next)}${rest}`
    : localizedPath('/journal', next);

  return (
    <a
      className={className}
      href={target}
      hrefLang={next}
      lang={next}
      aria-label={t('language.toggleName')}
      onClick={() => {
        rememberLanguage(next);
      }}
    >
      {t('language.toggle')}
    </a>
  );
}
