import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';

const questions = ['response', 'consultation', 'include'] as const;

export function ContactFaq() {
  const { t } = useTranslation();
  return (
    <section className="section section--alt" aria-labelledby="contact-faq-title">
      <div className="container">
        <div className="section-heading">
          <h2 id="contact-faq-title">{t('contact.faq.title')}</h2>
        </div>
        <div className="contact-faq">
          {questions.map((id) => (
            <details key={id} className="contact-faq__item">
              <summary>
                <span>{t(`contact.faq.${id}.question`)}</span>
                <ChevronDown className="contact-faq__chevron" aria-hidden="true" />
              </summary>
              <p>{t(`contact.faq.${id}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
