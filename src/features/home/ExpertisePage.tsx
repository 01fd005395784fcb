import { useTranslation } from 'react-i18next';
import expertisePageEn from '../../i18n/locales/expertisePage/en';
import expertisePageFr from '../../i18n/locales/expertisePage/fr';
import { usePageCopy } from '../../i18n/pageCopy';
import { ContactBanner } from './ContactBanner';
import { services } from '../../content/services';
import { NumberedList } from './NumberedList';

const steps = ['understand', 'design', 'build', 'grow'] as const;
const items = ['first', 'second', 'third'] as const;
const clients = ['startups', 'finance', 'retail', 'public'] as const;

/** /expertise: what the agency does (one part per expertise, each its own anchor), how, for whom, then the wizard. */
export function ExpertisePage() {
  usePageCopy('expertisePage', { fr: expertisePageFr, en: expertisePageEn });
  const { t } = useTranslation();
  return (
    <>
      <section className="page-intro section" aria-labelledby="expertise-title">
        <div className="container">
          <div className="section-heading section-heading--page">
            <p className="eyebrow">{t('expertise.eyebrow')}</p>
            <h1 id="expertise-title">{t('expertise.title')}</h1>
            <p className="section-heading__lead">{t('expertisePage.lead')}</p>
          </div>
          <nav aria-label={t('expertisePage.areasLabel')}>
            <ul className="chips">
              {services.map((key) => (
                <li key={key}>
                  <a href={`#${key}`}>{t(`expertise.items.${key}.title`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      {services.map((key, index) => (
        <section
          key={key}
          id={key}
          className={`section expertise-area${index % 2 === 0 ? ' section--alt' : ''}`}
          aria-labelledby={`${key}-title`}
        >
          <div className="container split">
            <div className="split__aside">
              <p className="expertise-area__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h2 id={`${key}-title`}>{t(`expertise.items.${key}.title`)}</h2>
            </div>
            <div>
              <p className="expertise-area__text">{t(`expertisePage.${key}.text`)}</p>
              <ul className="expertise-area__items">
                {items.map((item) => (
                  <li key={item}>{t(`expertisePage.${key}.items.${item}`)}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
      <section className="section section--dark" aria-labelledby="expertise-how-title">
        <div className="container">
          <h2 id="expertise-how-title" className="section-title">
            {t('expertisePage.how.title')}
          </h2>
          <NumberedList
            className="numbered--row"
            items={steps.map((key) => ({
              key,
              title: t(`expertisePage.how.steps.${key}.title`),
              text: t(`expertisePage.how.steps.${key}.text`),
            }))}
          />
        </div>
      </section>
      <section className="section" aria-labelledby="expertise-who-title">
        <div className="container split">
          <div className="split__aside">
            <h2 id="expertise-who-title">{t('expertisePage.forWhom.title')}</h2>
            <p className="section-heading__lead">{t('expertisePage.forWhom.text')}</p>
          </div>
          <ul className="client-list">
            {clients.map((client) => (
              <li key={client}>{t(`expertisePage.forWhom.clients.${client}`)}</li>
            ))}
          </ul>
        </div>
      </section>
      <ContactBanner />
    </>
  );
}
