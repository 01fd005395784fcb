import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { site } from '../../config/site';
import contactBannerEn from '../../i18n/locales/contactBanner/en';
import contactBannerFr from '../../i18n/locales/contactBanner/fr';
import { useCopySections } from '../../i18n/pageCopy';
import { mailtoHref } from '../../lib/mailto';

/** The band that closes the home and the expertise page, with its own copy. */
export function ContactBanner() {
  useCopySections({ fr: contactBannerFr, en: contactBannerEn });
  const { t } = useTranslation();
  return (
    <section className="contact-banner" aria-labelledby="contact-banner-title">
      <div className="container contact-banner__inner">
        <h2 id="contact-banner-title">{t('contactBanner.title')}</h2>
        <div>
          <p>{t('contactBanner.text')}</p>
          {/* A document of its own: only the consultation page's CSP allows the booking widget. */}
          <Link to="/consultation" reloadDocument className="btn btn-light btn-lg">
            {t('contactBanner.cta')}
            <ArrowRight aria-hidden="true" focusable="false" />
          </Link>
          <p className="contact-banner__email">
            {t('contactBanner.orWrite')}{' '}
            <a href={mailtoHref(site.email, { subject: t('contactBanner.subject') })}>{site.email}</a>
          </p>
        </div>
      </div>
    </section>
  );
}
