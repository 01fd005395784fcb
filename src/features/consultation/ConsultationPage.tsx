import { useTranslation } from 'react-i18next';
import consultationEn from '../../i18n/locales/consultation/en';
import consultationFr from '../../i18n/locales/consultation/fr';
import { usePageCopy } from '../../i18n/pageCopy';
import { ConsultationWizard } from './ConsultationWizard';

export { consultationLead } from './consultationLead';

const consultationCopy = { fr: consultationFr, en: consultationEn };

export function ConsultationPage() {
  usePageCopy('consultation', consultationCopy);
  const { t } = useTranslation();
  return (
    <section className="section page-intro consultation-page">
      <div className="container">
        <header className="section-heading">
          <span className="eyebrow">{t('consultation.eyebrow')}</span>
          <h1>{t('consultation.title')}</h1>
          <p>{t('consultation.subtitle')}</p>
        </header>
        <ConsultationWizard />
      </div>
    </section>
  );
}
