import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localizedPath } from '../../i18n/languagePaths';
import { rememberLanguage } from '../../i18n/storedLanguage';
import { otherLanguage, resolveLanguage } from '../../i18n/languages';
import { noSubscription } from '../../lib/noSubscription';

/**
 * A link to the same page in the other language (its filters and hash kept), shown as that language's label; its
 * accessible name starts with that label and says what it does.
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
  const next = otherLanguage(resolveLanguage(i18n.resolvedLanguage));

  return (
    <a
      className={className}
      href={`${localizedPath(pathname, next)}${rest}`}
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
