import { useTranslation } from 'react-i18next';
import { ConsultationWizard } from './ConsultationWizard';

export function ConsultationPage() {
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
