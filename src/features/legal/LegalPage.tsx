import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { leadRetentionDays, site } from '../../config/site';
import { languageCookie, languageStorageKey, resolveLanguage } from '../../i18n/languages';
import legalEn from '../../i18n/locales/legal/en';
import legalFr from '../../i18n/locales/legal/fr';
import { usePageCopy } from '../../i18n/pageCopy';
import { leadKindNames } from '../../lib/leads/kinds';
import { NEWSLETTER_TOKEN_DAYS } from '../../lib/leads/newsletter';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { retentionPeriod } from './retentionPeriod';

const storageEntries = ['language', 'theme', 'wizard', 'contact'] as const;

const legalCopy = { fr: legalFr, en: legalEn };

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function CompanyFacts() {
  const { t, i18n } = useTranslation();
  const { legalForm, shareCapitalEuros, rcsCity, rcsNumber, vatNumber, publicationDirector } = site.company;
  const capital = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(shareCapitalEuros) ? 0 : 2,
  }).format(shareCapitalEuros);
  return (
    <>
      <dt>{t('legal.notice.company')}</dt>
      <dd>{t('legal.notice.companyText', { form: legalForm, capital })}</dd>
      <dt>{t('legal.notice.registration')}</dt>
      <dd>{t('legal.notice.registrationText', { city: rcsCity, number: rcsNumber })}</dd>
      <dt>{t('legal.notice.vat')}</dt>
      <dd>{vatNumber}</dd>
      <dt>{t('legal.notice.director')}</dt>
      <dd>{publicationDirector}</dd>
    </>
  );
}

function LegalNotice() {
  const { t } = useTranslation();
  const { street, postalCode, city, country } = site.address;
  return (
    <section id="legal-notice" className="legal-section" aria-labelledby="legal-notice-title">
      <h2 id="legal-notice-title">{t('legal.notice.title')}</h2>
      <dl className="legal-facts">
        <dt>{t('legal.notice.publisher')}</dt>
        <dd>{t('legal.notice.publisherText', { name: site.agencyName, publisher: site.publisher })}</dd>
        <CompanyFacts />
        <dt>{t('legal.notice.address')}</dt>
        <dd>{`${street}, ${postalCode} ${city}, ${country}`}</dd>
        <dt>{t('legal.notice.email')}</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
        <dt>{t('legal.notice.phone')}</dt>
        <dd>
          <a href={telHref(site.phone)}>{site.phone}</a>
        </dd>
        <dt>{t('legal.notice.host')}</dt>
        <dd>
          {`${site.host.name}, ${site.host.address}, `}
          <a href={telHref(site.host.phone)} aria-label={t('legal.notice.hostPhone', { phone: site.host.phone })}>
            {site.host.phone}
          </a>
        </dd>
      </dl>
      <h3>{t('legal.notice.property')}</h3>
      <p>{t('legal.notice.propertyText', { publisher: site.publisher })}</p>
    </section>
  );
}

function PrivacyNotice() {
  const { t, i18n } = useTranslation();
  const retention = retentionPeriod(leadRetentionDays, resolveLanguage(i18n.resolvedLanguage));
  return (
    <section id="privacy" className="legal-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('legal.privacy.title')}</h2>
      <p>{t('legal.privacy.intro')}</p>
      <h3>{t('legal.privacy.collectTitle')}</h3>
      <dl className="legal-facts">
        {/* Every kind of lead the site takes, each with what it collects. */}
        {leadKindNames.map((item) => [
          <dt key={`${item}-title`}>{t(`legal.privacy.${item}.title`)}</dt>,
          <dd key={`${item}-text`}>
            {t(`legal.privacy.${item}.text`, { email: site.email, days: NEWSLETTER_TOKEN_DAYS, retention })}
          </dd>,
        ])}
      </dl>
      <h3>{t('legal.privacy.processorsTitle')}</h3>
      <p>{t('legal.privacy.processorsIntro')}</p>
      <dl className="legal-facts">
        <dt>{site.host.name}</dt>
        <dd>{t('legal.privacy.processors.host', { retention })}</dd>
        <dt>{site.emailProvider}</dt>
        <dd>{t('legal.privacy.processors.email', { email: site.email })}</dd>
        <dt>{t('legal.privacy.processors.bookingName')}</dt>
        <dd>{t('legal.privacy.processors.booking')}</dd>
      </dl>
      <h3>{t('legal.privacy.storageTitle')}</h3>
      <p>{t('legal.privacy.storageListIntro')}</p>
      <ul className="legal-list">
        {storageEntries.map((entry) => (
          <li key={entry}>
            {t(`legal.privacy.storage.${entry}`, {
              key: languageStorageKey,
              cookie: languageCookie,
              themeKey: THEME_STORAGE_KEY,
            })}
          </li>
        ))}
      </ul>
      <p>{t('legal.privacy.storageClear')}</p>
      <h3>{t('legal.privacy.rightsTitle')}</h3>
      <p>{t('legal.privacy.rightsText', { email: site.email })}</p>
    </section>
  );
}

export function LegalPage() {
  usePageCopy('legal', legalCopy);
  const { t } = useTranslation();
  return (
    <article className="legal-page page-intro">
      <div className="container legal-page__container">
        <header className="legal-page__header">
          <h1>{t('legal.title')}</h1>
          <p className="lead">{t('legal.intro')}</p>
          <nav aria-label={t('legal.contents')} className="legal-page__contents">
            <Link to={{ hash: 'legal-notice' }}>{t('legal.notice.title')}</Link>
            <Link to={{ hash: 'privacy' }}>{t('legal.privacy.title')}</Link>
          </nav>
        </header>
        <LegalNotice />
        <PrivacyNotice />
      </div>
    </article>
  );
}
