import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { site } from '../../config/site';
import { addressLines, mailtoHref, telHref } from './contactLinks';

export function ContactInfoCards() {
  const { t } = useTranslation();
  return (
    <section className="contact-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="visually-hidden">
        {t('contact.info.title')}
      </h2>
      <ul className="contact-info__list list-unstyled">
        <li className="card-soft contact-info__card">
          <span className="icon-badge">
            <Phone aria-hidden="true" />
          </span>
          <h3>{t('contact.info.call')}</h3>
          <p className="text-muted-brand">{t('contact.info.callText')}</p>
          <a className="contact-info__link" href={telHref(site.phone)}>
            {site.phone}
          </a>
        </li>
        <li className="card-soft contact-info__card">
          <span className="icon-badge">
            <Mail aria-hidden="true" />
          </span>
          <h3>{t('contact.info.email')}</h3>
          <p className="text-muted-brand">{t('contact.info.emailText')}</p>
          <a className="contact-info__link" href={mailtoHref(site.email)}>
            {site.email}
          </a>
        </li>
        <li className="card-soft contact-info__card">
          <span className="icon-badge">
            <MapPin aria-hidden="true" />
          </span>
          <h3>{t('contact.info.visit')}</h3>
          <p className="text-muted-brand">{t('contact.info.visitText')}</p>
          <address className="contact-info__address">
            {addressLines(site.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
      </ul>
    </section>
  );
}
