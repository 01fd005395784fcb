import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { otherLanguage, resolveLanguage } from '../../i18n/languages';

/** Shows the other language's label; its accessible name starts with that label and says what it does. */
export function LanguageToggle({ className = 'btn btn-outline-primary' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const next = otherLanguage(resolveLanguage(i18n.resolvedLanguage));

  const switchLanguage = () => {
    void i18n.changeLanguage(next).then(() => {
      // `?lng=` wins over every other source: keep it in step, or a reload would undo the switch.
      if (searchParams.has('lng')) {
        setSearchParams(
          (params) => {
            params.set('lng', next);
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    });
  };

  return (
    <button
      type="button"
      className={className}
      lang={next}
      aria-label={t('language.toggleName')}
      onClick={switchLanguage}
    >
      {t('language.toggle')}
    </button>
  );
}
