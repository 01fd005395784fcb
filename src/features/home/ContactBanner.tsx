import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import { mailtoHref } from '../../lib/mailto';

export function ContactBanner() {
  const { t } = useTranslation();
  return (
    <section className="section contact-banner-section" aria-labelledby="contact-banner-title">
      <div className="container">
        <div className="contact-banner">
          <div>
            <h2 id="contact-banner-title">{t('contactBanner.title')}</h2>
            <p>{t('contactBanner.text')}</p>
          </div>
          <a className="btn btn-light btn-lg" href={mailtoHref(site.email, { subject: t('contactBanner.subject') })}>
            <Mail aria-hidden="true" focusable="false" />
            {t('contactBanner.cta')}
          </a>
        </div>
      </div>
    </section>
  );
}
