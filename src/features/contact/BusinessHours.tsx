import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { activeLanguage } from '../../i18n/i18n';
import { businessHours, formatOpeningRange } from './businessHours';

export function BusinessHours() {
  const { t, i18n } = useTranslation();
  const openingRange = formatOpeningRange(activeLanguage(i18n), businessHours.opensAt, businessHours.closesAt);
  return (
    <section className="contact-aside card-soft" aria-labelledby="contact-hours-title">
      <h2 id="contact-hours-title" className="contact-hours__title">
        <Clock aria-hidden="true" />
        {t('contact.hours.title')}
      </h2>
      <dl className="contact-hours">
        <div className="contact-hours__row">
          <dt>{t('contact.hours.weekdays')}</dt>
          <dd>{openingRange}</dd>
        </div>
        <div className="contact-hours__row">
          <dt>{t('contact.hours.weekend')}</dt>
          <dd>{t('contact.hours.closed')}</dd>
        </div>
      </dl>
    </section>
  );
}
